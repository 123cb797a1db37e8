import { useEffect, useState } from 'react';
import type { ZInvoiceView, ZSubscriptionDetails } from '@halaqa/shared/api-contract/subscription';
import type { Translate } from '@halaqa/shared/i18n/index';
import { formatDate } from '@halaqa/shared/intl-formats';
import { formatEgp } from '@halaqa/shared/money';
import { PLANS, type TBillingCycle, type TPlan } from '@halaqa/shared/plans';
import type { z } from 'zod';
import { withCrashScreenAndTexts } from '../shell/CrashScreen';
import { useTranslator, type TranslatedProps } from '../use-translator';
import { callAsOwner, downloadAsOwner } from './owner-token';
import { PlanComparison } from './PlanComparison';
import { planChoice, type PlanChoice } from './plan-choice';
import textsOf from 'virtual:island-texts/subscription-panel';

type Details = z.infer<typeof ZSubscriptionDetails>;
type Invoice = z.infer<typeof ZInvoiceView>;
/**
 * What an action says; `at`: the control it was started from, beside which it is shown (issue #44,
 * item 4): an invoice's row (`invoice:<id>`) or a plan's card (`plan:<plan>`); otherwise the panel's line.
 */
type Notice = { kind: 'status' | 'error'; text: string; at?: string } | null;

export interface SubscriptionPanelProps extends TranslatedProps {
  /** The plan the upgrade dialog suggested (`?plan=`), marked as such. */
  suggestedPlan: TPlan | null;
}

/** Where Paymob sends the owner back: `?invoice=` (ours) and `id=` (Paymob's transaction). */
function returnFromPayment(): { invoiceId: string; transactionId: string } | null {
  const params = new URLSearchParams(window.location.search);
  const invoiceId = params.get('invoice');
  const transactionId = params.get('id');
  return invoiceId && transactionId ? { invoiceId, transactionId } : null;
}

/**
 * The owner's subscription (issue #12), on /admin/subscription under the usage bars: where the
 * plan stands, the plans to choose from (bought now from free or after expiry, paid on Paymob's
 * page; otherwise switched at the next billing date), cancelling, and the invoices with their
 * receipts. Every call carries the owner's bearer token (owner-token.ts).
 */
function SubscriptionPanel({ language, messages, suggestedPlan }: SubscriptionPanelProps) {
  const t = useTranslator(language, messages);
  const [details, setDetails] = useState<Details | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const [cycle, setCycle] = useState<TBillingCycle>('monthly');
  const date = (value: string) => formatDate(language, value, 'Africa/Cairo');

  useEffect(() => {
    const returned = returnFromPayment();
    void (async () => {
      if (returned) {
        setNotice({ kind: 'status', text: t('plans.manage.confirming') });
        const confirmed = await callAsOwner<Details>('POST', `/api/tenants/pay/${encodeURIComponent(returned.invoiceId)}/confirm`, { transactionId: returned.transactionId });
        if (confirmed.data) {
          // Loaded again so the page's plan and usage bars are the new plan's; a reload then
          // does not confirm the same payment twice.
          window.location.replace(`${window.location.pathname}?paid=${confirmed.data.plan}`);
          return;
        }
        window.history.replaceState(null, '', window.location.pathname);
        setNotice({ kind: 'error', text: confirmed.error ?? t('errors.internal') });
      }
      const paid = new URLSearchParams(window.location.search).get('paid');
      if (paid && (PLANS as readonly string[]).includes(paid)) {
        setNotice({ kind: 'status', text: t('plans.manage.paidNow', { plan: t(`plans.names.${paid}`) }) });
        window.history.replaceState(null, '', window.location.pathname);
      }
      const loaded = await callAsOwner<Details>('GET', '/api/tenants/subscription/details');
      if (loaded.data) {
        setDetails(loaded.data);
        // The comparison opens on the cycle the site is (or will next be) billed on.
        const billedCycle = loaded.data.pendingCycle ?? loaded.data.billingCycle;
        if (billedCycle) setCycle(billedCycle);
      } else setNotice({ kind: 'error', text: loaded.error ?? t('errors.internal') });
    })();
  }, [t]);

  /**
   * Runs one owner action; what it says is shown in the panel's status line, or, for an action of
   * an invoice's row or a plan's card, beside the button that started it (the invoices and the
   * cards' buttons are far below the line).
   */
  async function act(work: () => Promise<Notice>, at?: string) {
    setBusy(true);
    setNotice(null);
    try {
      const said = await work();
      setNotice(said && at ? { ...said, at } : said);
    } finally {
      setBusy(false);
    }
  }

  const pay = (invoice: Pick<Invoice, 'id' | 'plan'>) =>
    act(async () => {
      const started = await callAsOwner<{ redirectUrl: string }>('POST', `/api/tenants/pay/${invoice.id}`, { plan: invoice.plan });
      if (!started.data) return { kind: 'error', text: started.error ?? t('errors.internal') };
      window.location.assign(started.data.redirectUrl);
      return { kind: 'status', text: t('plans.manage.redirecting') };
    }, `invoice:${invoice.id}`);

  const choose = (plan: TPlan) =>
    act(async () => {
      const changed = await callAsOwner<{ details: Details; invoice: Invoice | null }>('POST', '/api/tenants/subscription/change-plan', { newPlan: plan, cycle });
      if (!changed.data) return { kind: 'error', text: changed.error ?? t('errors.internal') };
      setDetails(changed.data.details);
      if (!changed.data.invoice) return { kind: 'status', text: t('plans.manage.saved') };
      const started = await callAsOwner<{ redirectUrl: string }>('POST', `/api/tenants/pay/${changed.data.invoice.id}`, { plan: changed.data.invoice.plan });
      if (!started.data) return { kind: 'error', text: started.error ?? t('errors.internal') };
      window.location.assign(started.data.redirectUrl);
      return { kind: 'status', text: t('plans.manage.redirecting') };
    }, `plan:${plan}`);

  const cancel = (when: 'end_of_cycle' | 'immediate') =>
    act(async () => {
      if (when === 'immediate' && !window.confirm(t('plans.manage.confirmCancelNow'))) return null;
      const cancelled = await callAsOwner<Details>('POST', '/api/tenants/subscription/cancel', { when });
      if (!cancelled.data) return { kind: 'error', text: cancelled.error ?? t('errors.internal') };
      setDetails(cancelled.data);
      return { kind: 'status', text: t('plans.manage.saved') };
    });

  const setRenewal = (renewalType: 'automatic' | 'manual') =>
    act(async () => {
      const changed = await callAsOwner<Details>('POST', '/api/tenants/subscription/renewal', { renewalType });
      if (!changed.data) return { kind: 'error', text: changed.error ?? t('errors.internal') };
      setDetails(changed.data);
      return { kind: 'status', text: t('plans.manage.saved') };
    });

  const receipt = (invoice: Invoice) =>
    act(async () => {
      const failed = await downloadAsOwner(`/api/tenants/receipt/${invoice.id}`, `receipt-${invoice.id}.pdf`);
      return failed ? { kind: 'error', text: failed } : null;
    }, `invoice:${invoice.id}`);

  const noticeLine = (shown: NonNullable<Notice>) => (
    <p role={shown.kind === 'error' ? 'alert' : 'status'} className={shown.kind === 'error' ? 'notice error' : 'notice success'} data-testid="subscription-notice">
      {shown.text}
    </p>
  );
  const statusLine = notice && !notice.at ? noticeLine(notice) : null;
  const noticeAt = (at: string) => (notice?.at === at ? noticeLine(notice) : null);
  if (!details) return <div className="subscription-panel">{statusLine ?? <p className="muted">{t('plans.manage.loading')}</p>}</div>;

  const billed = details.billingCycle !== null && !details.expired;
  const state = stateLine(details, t, date);
  const actionOf = (plan: TPlan) => (
    <>
      {planAction({ plan, choice: planChoice(plan, cycle, details), busy, t, date, choose })}
      {noticeAt(`plan:${plan}`)}
    </>
  );
  return (
    <div className="subscription-panel">
      {state ? <p data-testid="subscription-state">{state}</p> : null}
      {billed ? (
        <p data-testid="renewal-type">
          {details.renewalType === 'automatic' && details.savedCard ? t('plans.manage.renewAutomatic', { card: details.savedCard.maskedPan }) : t('plans.manage.renewManual')}{' '}
          {details.savedCard ? (
            <button type="button" className="link-button" disabled={busy} onClick={() => void setRenewal(details.renewalType === 'automatic' ? 'manual' : 'automatic')}>
              {t(details.renewalType === 'automatic' ? 'plans.manage.turnOffAutomatic' : 'plans.manage.turnOnAutomatic')}
            </button>
          ) : null}
        </p>
      ) : null}
      {billed && details.cancelTiming === null ? (
        <div className="subscription-actions">
          <button type="button" className="secondary" disabled={busy} onClick={() => void cancel('end_of_cycle')}>
            {t('plans.manage.cancelEnd')}
          </button>
          <button type="button" className="secondary" disabled={busy} onClick={() => void cancel('immediate')}>
            {t('plans.manage.cancelNow')}
          </button>
        </div>
      ) : null}
      {statusLine}
      <PlanComparison t={t} language={language} currentPlan={details.effectivePlan} suggestedPlan={suggestedPlan} cycle={cycle} onCycle={setCycle} actionOf={actionOf} />
      <section aria-labelledby="invoices-heading">
        <h2 id="invoices-heading">{t('plans.manage.invoicesTitle')}</h2>
        {details.invoices.length === 0 ? (
          <p className="muted">{t('plans.manage.noInvoices')}</p>
        ) : (
          <div className="table-scroll">
            <table className="invoices card-table" data-testid="invoices">
              <thead>
                <tr>
                  <th scope="col">{t('plans.manage.number')}</th>
                  <th scope="col">{t('plans.manage.date')}</th>
                  <th scope="col">{t('plans.manage.plan')}</th>
                  <th scope="col">{t('plans.manage.amount')}</th>
                  <th scope="col">{t('plans.manage.status')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('plans.manage.invoiceActions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {details.invoices.map((invoice) => (
                  <tr key={invoice.id} data-status={invoice.status}>
                    <td data-label={t('plans.manage.number')}>{invoice.number}</td>
                    <td data-label={t('plans.manage.date')}>{date(invoice.paidAt ?? invoice.issuedAt)}</td>
                    <td data-label={t('plans.manage.plan')}>{t('plans.manage.invoicePlan', { plan: t(`plans.names.${invoice.plan}`), cycle: t(`plans.receipt.${invoice.cycle}`) })}</td>
                    <td data-label={t('plans.manage.amount')}>{formatEgp(invoice.amount, language)}</td>
                    <td data-label={t('plans.manage.status')}>{t(`plans.manage.statuses.${invoice.status}`)}</td>
                    <td data-label={t('plans.manage.invoiceActions')}>
                      {invoice.status === 'open' ? (
                        <button type="button" disabled={busy} onClick={() => void pay(invoice)}>
                          {t('plans.manage.pay')}
                        </button>
                      ) : invoice.status === 'paid' ? (
                        <button type="button" className="secondary" disabled={busy} onClick={() => void receipt(invoice)}>
                          {t('plans.manage.receipt')}
                        </button>
                      ) : null}
                      {noticeAt(`invoice:${invoice.id}`)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}

function stateLine(details: Details, t: Translate, date: (value: string) => string): string {
  if (details.expired) return t('plans.manage.expired');
  if (details.state === 'grace' && details.gracePeriod.endsAt) return t('plans.manage.grace', { date: date(details.gracePeriod.endsAt) });
  // Free, or a plan the platform set: the page's heading already names it.
  if (details.billingCycle === null) return details.plan === 'free' ? '' : t('plans.manage.notBilled');
  const periodEnd = details.invoices.find((invoice) => invoice.status === 'paid')?.periodEnd ?? details.nextBillingDate;
  if (details.cancelTiming && periodEnd) return t('plans.manage.cancelling', { date: date(periodEnd) });
  if (details.pendingCycle && details.nextBillingDate) {
    const plan = t(`plans.names.${details.pendingPlan ?? details.plan}`);
    return t('plans.manage.pendingCycle', { date: date(details.nextBillingDate), plan, cycle: t(`plans.manage.cycles.${details.pendingCycle}`) });
  }
  if (details.pendingPlan && details.nextBillingDate) return t('plans.manage.pending', { date: date(details.nextBillingDate), plan: t(`plans.names.${details.pendingPlan}`) });
  return t(details.billingCycle === 'yearly' ? 'plans.manage.billedYearly' : 'plans.manage.billedMonthly', { date: date(details.nextBillingDate!) });
}

interface PlanActionInput {
  plan: TPlan;
  choice: PlanChoice;
  busy: boolean;
  t: Translate;
  date: (value: string) => string;
  choose: (plan: TPlan) => Promise<void>;
}

/** The button of a plan's card for its choice (plan-choice.ts). */
function planAction({ plan, choice, busy, t, date, choose }: PlanActionInput) {
  if (!choice) return null;
  const name = t(`plans.names.${plan}`);
  let label: string;
  switch (choice.kind) {
    case 'buyNow':
      label = t('plans.manage.upgradeNow', { plan: name });
      break;
    case 'keep':
      label = t('plans.manage.keep', { plan: name });
      break;
    case 'switchPlan':
      label = t('plans.manage.switchAtRenewal', { plan: name, date: date(choice.from) });
      break;
    case 'switchCycle':
      label = t('plans.manage.billCycleFrom', { cycle: t(`plans.manage.cycles.${choice.cycle}`), date: date(choice.from) });
      break;
  }
  return (
    <button type="button" disabled={busy} onClick={() => void choose(plan)} data-testid={`choose-${plan}`}>
      {label}
    </button>
  );
}

export default withCrashScreenAndTexts(textsOf, SubscriptionPanel);
