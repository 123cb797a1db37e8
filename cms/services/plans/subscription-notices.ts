import { translatorFor } from '@halaqa/shared/i18n/index';
import { formatDate } from '@halaqa/shared/intl-formats';
import { formatEgp } from '@halaqa/shared/money';
import type { PayloadRequest } from 'payload';
import { GRACE_PERIOD_MS } from '@halaqa/shared/subscription-state';
import { findInTenantOrNull } from '../find-in-tenant';
import { defineJob } from '../jobs/job-queue';
import { jobTenantContext } from '../jobs/job-tenant';
import { RETRY_FOR_A_DAY } from '../jobs/retry-schedules';
import { sendMail } from '../mail/send-mail';
import { languageOfUser } from '../notifications/language-of-user';
import { siteOriginOf } from '../tenants/site-origin';
import { findSiteOwner } from '../users/site-owner';
import { printedOrNone, receiptPrinters } from '../mail/receipt-printers';
import { receiptDocumentOf } from './receipt';

/**
 * What the owner is told about their site's subscription, by mail (always: billing mail is not a
 * notification one can turn off), in their language, with a link to the subscription page from
 * the site's configured domain:
 * - `invoice`: the renewal invoice is ready (what, how much, by when);
 * - `paid`: the payment arrived, the plan runs until when; the receipt is attached as a PDF;
 * - `charge-failed`: the saved card was declined for the renewal invoice; it can be paid on the page;
 * - `grace`: the period ended unpaid; the plan's features stay until the grace period ends;
 * - `ended`: a cancelled plan ended with its period; the site is on free.
 */
export type TSubscriptionNotice = 'invoice' | 'paid' | 'charge-failed' | 'grace' | 'ended';

const NOTICE_KEYS: Record<TSubscriptionNotice, string> = { invoice: 'invoice', paid: 'paid', 'charge-failed': 'chargeFailed', grace: 'grace', ended: 'ended' };

interface SubscriptionNoticeJob {
  tenantId: string;
  kind: TSubscriptionNotice;
  /** The invoice it is about (invoice, paid); the period end it is about otherwise. */
  invoiceId?: string;
  periodEnd?: string;
}

/** A mail, with a receipt printed by Chromium for `paid`: a few at a time, and minutes for a try. */
export const subscriptionNoticeJob = defineJob<SubscriptionNoticeJob>('subscription-notice', { batchSize: 5, retry: RETRY_FOR_A_DAY, expireInSeconds: 300 }, async ({ tenantId, kind, invoiceId, periodEnd }, { payload }) => {
  const ctx = await jobTenantContext(payload, tenantId);
  if (!ctx) return;
  const owner = await findSiteOwner(ctx);
  if (!owner) return;
  const invoice = invoiceId ? await findInTenantOrNull(ctx, 'invoices', [{ id: { equals: invoiceId } }]) : null;
  const language = languageOfUser(owner, ctx.tenant);
  const t = translatorFor(language);
  const date = (value: string | null | undefined) => (value ? formatDate(language, value, 'Africa/Cairo') : '');
  const site = ctx.tenant.siteName ?? ctx.tenant.name;
  const plan = t(`plans.names.${invoice?.plan ?? ctx.tenant.plan}`);
  const params = {
    site,
    plan,
    number: invoice?.number ?? '',
    amount: invoice ? formatEgp(invoice.amount / 100, language) : '',
    due: date(invoice?.dueAt),
    until: date(invoice?.periodEnd ?? periodEnd),
    graceEnd: periodEnd ? date(new Date(new Date(periodEnd).getTime() + GRACE_PERIOD_MS).toISOString()) : '',
  };
  const receipt = kind === 'paid' && invoice?.status === 'paid' ? await printedOrNone(() => receiptPrinters().plan(receiptDocumentOf(ctx.tenant, invoice, owner), language)) : null;
  await sendMail({
    to: owner.email,
    attachments: receipt && invoice ? [{ filename: `receipt-${invoice.id}.pdf`, content: receipt, contentType: 'application/pdf' }] : undefined,
    subject: t(`plans.notices.${NOTICE_KEYS[kind]}.subject`, params),
    text: [t(`plans.notices.${NOTICE_KEYS[kind]}.body`, params), '', t('plans.notices.link', { url: `${siteOriginOf(ctx.tenant)}/admin/subscription` })].join('\n'),
  });
});

/** Queues a notice on the writer's transaction, once per what it is about (a retried write sends one). */
export async function queueSubscriptionNotice(job: SubscriptionNoticeJob, req: PayloadRequest): Promise<void> {
  await subscriptionNoticeJob.send(job, { req, key: `${job.tenantId}:${job.kind}:${job.invoiceId ?? job.periodEnd ?? ''}` });
}
