import { PLANS, type TBillingCycle, type TPlan } from '@halaqa/shared/plans';
import { GRACE_PERIOD_MS } from '@halaqa/shared/subscription-state';
import { periodEndFrom, RENEWAL_NOTICE_MS } from '@halaqa/shared/subscription-terms';
import { sql } from '@payloadcms/db-postgres';
import type { Payload, PayloadRequest } from 'payload';
import { defineScheduledJob } from '../jobs/job-queue';
import { RETRY_BRIEFLY } from '../jobs/retry-schedules';
import { sqlDatabaseOf } from '../sql-database';
import { withTransaction } from '../transaction';
import { isUniqueViolation } from '../unique-violation';
import { chargeRenewalJob } from './charge-renewal';
import { idOnlyContext } from './id-only-context';
import { createInvoice, voidOpenInvoices } from './invoices';
import { queueSubscriptionNotice } from './subscription-notices';

/** A saved card is charged a day before the period ends, so a paid renewal continues without a break. */
const CHARGE_LEAD_MS = 24 * 60 * 60 * 1000;
/** A declined card is tried again a day later (the owner has been told and may pay by hand meanwhile). */
const CHARGE_RETRY_MS = 24 * 60 * 60 * 1000;

export interface RenewalSummary {
  /** Renewal invoices made (the owner was sent each). */
  invoiced: number;
  /** Cancelled plans that ended with their period. */
  ended: number;
  /** Sites whose period ended unpaid: the owner was told of the grace period. */
  inGrace: number;
  /** Purchase invoices left unpaid past their due date, voided. */
  voided: number;
  /** Renewal invoices sent to be charged to the owner's saved card. */
  charged: number;
}

interface DueSite {
  id: string;
  plan: TPlan;
  periodEnd: Date;
  cycle: TBillingCycle;
  pendingPlan: TPlan | null;
  pendingCycle: TBillingCycle | null;
  cancelAtPeriodEnd: boolean;
  /** Automatic renewal with a saved card. */
  chargesCard: boolean;
}

/**
 * The renewal pass (issue #12), run by a scheduled job every quarter hour and by
 * `halaqa subscriptions renew [--at <time>]`, whose `--at` is the clock tests and operators set.
 * For every site whose paid period ends within RENEWAL_NOTICE_MS of `now`:
 * - cancelled: at the period's end the site goes to free and the owner is told;
 * - otherwise its renewal invoice is made once (on the pending plan when a change waits) and sent
 *   to the owner; paying it (record-paid-invoice.ts) starts the next period; with automatic
 *   renewal, a day before the period ends it is charged to the saved card (charge-renewal.ts),
 *   again a day later if the card was declined;
 * - once the period has ended unpaid, the owner is told it is in grace (the banner says so too).
 * Each site is its own transaction with its row locked, so the pass can run twice at once or be
 * repeated: invoices and notices are made once (a unique index per site and period; job keys).
 */
export async function runRenewals(payload: Payload, now = new Date()): Promise<RenewalSummary> {
  const summary: RenewalSummary = { invoiced: 0, ended: 0, inGrace: 0, voided: 0, charged: 0 };
  const database = await sqlDatabaseOf(payload);
  const { rows } = await database.execute(sql`
    SELECT id FROM tenants
    WHERE plan <> 'free' AND subscription_period_end IS NOT NULL AND subscription_period_end <= ${new Date(now.getTime() + RENEWAL_NOTICE_MS).toISOString()}
      AND subscription_period_end > ${new Date(now.getTime() - GRACE_PERIOD_MS).toISOString()}`);
  for (const { id } of rows as { id: string }[]) {
    try {
      await withTransaction(payload, (req) => renewSite(payload, req, id, now, summary));
    } catch (error) {
      // One site's failure (a race the unique index caught, a lost connection) leaves the others
      // to be renewed; the next pass tries it again.
      if (!isUniqueViolation(error)) payload.logger.error({ err: error, tenantId: id }, `renewal of site ${id} failed; the next pass tries it again`);
    }
  }
  summary.voided = await voidOverduePurchases(payload, now);
  return summary;
}

async function renewSite(payload: Payload, req: PayloadRequest, tenantId: string, now: Date, summary: RenewalSummary): Promise<void> {
  const site = await lockDueSite(payload, req, tenantId);
  if (!site || site.periodEnd.getTime() > now.getTime() + RENEWAL_NOTICE_MS) return;
  const periodEnd = site.periodEnd.toISOString();
  const ended = site.periodEnd.getTime() <= now.getTime();
  if (site.cancelAtPeriodEnd) {
    if (!ended) return;
    await payload.update({ collection: 'tenants', id: tenantId, data: { plan: 'free', subscription: { periodEnd: null, cycle: null, pendingPlan: null, pendingCycle: null, cancelAtPeriodEnd: false } }, depth: 0, overrideAccess: true, req });
    await voidOpenInvoices({ ...idOnlyContext(payload, tenantId), req });
    await queueSubscriptionNotice({ tenantId, kind: 'ended', periodEnd }, req);
    summary.ended += 1;
    return;
  }
  const { docs } = await payload.find({
    collection: 'invoices',
    where: { and: [{ tenant: { equals: tenantId } }, { kind: { equals: 'renewal' } }, { periodStart: { equals: periodEnd } }, { status: { not_equals: 'void' } }] },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  });
  let invoice = docs[0];
  if (!invoice) {
    const plan = site.pendingPlan ?? site.plan;
    const cycle = site.pendingCycle ?? site.cycle;
    invoice = await createInvoice({ ...idOnlyContext(payload, tenantId), req }, { kind: 'renewal', plan, cycle, period: { start: site.periodEnd, end: periodEndFrom(site.periodEnd, cycle) }, dueAt: site.periodEnd });
    await queueSubscriptionNotice({ tenantId, kind: 'invoice', invoiceId: invoice.id }, req);
    summary.invoiced += 1;
  }
  const lastCharge = invoice.chargeAttemptedAt ? new Date(invoice.chargeAttemptedAt).getTime() : null;
  if (site.chargesCard && invoice.status === 'open' && now.getTime() >= site.periodEnd.getTime() - CHARGE_LEAD_MS && (lastCharge === null || now.getTime() - lastCharge >= CHARGE_RETRY_MS)) {
    await payload.update({ collection: 'invoices', id: invoice.id, data: { chargeAttemptedAt: now.toISOString() }, depth: 0, overrideAccess: true, req });
    await chargeRenewalJob.send({ tenantId, invoiceId: invoice.id }, { req, key: `${invoice.id}:${now.toISOString().slice(0, 10)}` });
    summary.charged += 1;
  }
  if (ended && invoice.status !== 'paid') {
    await queueSubscriptionNotice({ tenantId, kind: 'grace', periodEnd }, req);
    summary.inGrace += 1;
  }
}

async function lockDueSite(payload: Payload, req: PayloadRequest, tenantId: string): Promise<DueSite | null> {
  const database = await sqlDatabaseOf(payload, req);
  const { rows } = await database.execute(sql`
    SELECT plan, subscription_period_end, subscription_cycle, subscription_pending_plan, subscription_pending_cycle, subscription_cancel_at_period_end,
      subscription_renewal = 'automatic' AND subscription_card_token IS NOT NULL AS charges_card
    FROM tenants WHERE id = ${tenantId} AND plan <> 'free' AND subscription_period_end IS NOT NULL FOR UPDATE`);
  const row = rows[0] as
    | {
        plan: TPlan;
        subscription_period_end: string | Date;
        subscription_cycle: TBillingCycle | null;
        subscription_pending_plan: TPlan | null;
        subscription_pending_cycle: TBillingCycle | null;
        subscription_cancel_at_period_end: boolean | null;
        charges_card: boolean;
      }
    | undefined;
  if (!row || !(PLANS as readonly string[]).includes(row.plan)) return null;
  return {
    id: tenantId,
    plan: row.plan,
    periodEnd: new Date(row.subscription_period_end),
    cycle: row.subscription_cycle ?? 'monthly',
    pendingPlan: row.subscription_pending_plan,
    pendingCycle: row.subscription_pending_cycle,
    cancelAtPeriodEnd: row.subscription_cancel_at_period_end === true,
    chargesCard: row.charges_card,
  };
}

/** A plan bought and never paid leaves no open invoice behind once it is overdue. */
async function voidOverduePurchases(payload: Payload, now: Date): Promise<number> {
  const { docs } = await payload.update({
    collection: 'invoices',
    where: { and: [{ kind: { equals: 'purchase' } }, { status: { equals: 'open' } }, { dueAt: { less_than: now.toISOString() } }] },
    data: { status: 'void' },
    depth: 0,
    overrideAccess: true,
  });
  return docs.length;
}

/** Every quarter hour; a failed pass is tried briefly, and the next one does it all again. */
export const renewalsJob = defineScheduledJob('subscription-renewals', '*/15 * * * *', { batchSize: 1, retry: RETRY_BRIEFLY, expireInSeconds: 900 }, ({ payload }) => runRenewals(payload).then(() => undefined));
