import type { ZSubscriptionDetails } from '@halaqa/shared/api-contract/subscription';
import type { TPlan } from '@halaqa/shared/plans';
import { GRACE_PERIOD_MS } from '@halaqa/shared/subscription-state';
import type { TBillingCycle } from '@halaqa/shared/plans';
import type { TRenewalType } from '@halaqa/shared/subscription-terms';
import { sql } from '@payloadcms/db-postgres';
import type { z } from 'zod';
import type { TenantContext } from '../context';
import { sqlDatabaseOf } from '../sql-database';
import { invoicesOf } from './invoices';
import { subscriptionOf } from './plan-of-tenant';
import { invoiceView } from './invoice-view';

export type SubscriptionDetails = z.infer<typeof ZSubscriptionDetails>;

interface SubscriptionRow {
  plan: string;
  subscription_period_end: string | Date | null;
  subscription_cycle: TBillingCycle | null;
  subscription_renewal: TRenewalType | null;
  subscription_pending_plan: TPlan | null;
  subscription_pending_cycle: TBillingCycle | null;
  subscription_cancel_at_period_end: boolean | null;
  subscription_card_masked_pan: string | null;
}

/**
 * GET /api/tenants/subscription/details: the site's subscription as the owner sees it, read
 * from the database (not the cached tenant), so a payment or a change shows at once.
 */
export async function subscriptionDetails(ctx: TenantContext, now = new Date()): Promise<SubscriptionDetails> {
  const database = await sqlDatabaseOf(ctx.payload);
  const { rows } = await database.execute(sql`
    SELECT plan, subscription_period_end, subscription_cycle, subscription_renewal, subscription_pending_plan, subscription_pending_cycle, subscription_cancel_at_period_end, subscription_card_masked_pan
    FROM tenants WHERE id = ${ctx.tenant.id}`);
  const row = rows[0] as unknown as SubscriptionRow;
  const status = subscriptionOf({ plan: row.plan, subscription: { periodEnd: row.subscription_period_end } }, now);
  const periodEnd = row.subscription_period_end ? new Date(row.subscription_period_end) : null;
  const billed = status.plan !== 'free' && periodEnd !== null;
  const cancelling = billed && row.subscription_cancel_at_period_end === true;
  return {
    plan: status.plan,
    effectivePlan: status.effectivePlan,
    state: status.state,
    billingCycle: billed ? (row.subscription_cycle ?? 'monthly') : null,
    renewalType: row.subscription_renewal ?? 'manual',
    savedCard: row.subscription_card_masked_pan ? { maskedPan: row.subscription_card_masked_pan } : null,
    nextBillingDate: billed && !cancelling && status.state !== 'expired' ? periodEnd.toISOString() : null,
    gracePeriod: { days: GRACE_PERIOD_MS / (24 * 60 * 60 * 1000), endsAt: status.graceEndsAt?.toISOString() ?? null },
    expired: status.state === 'expired',
    pendingPlan: billed ? row.subscription_pending_plan : null,
    pendingCycle: billed ? row.subscription_pending_cycle : null,
    cancelTiming: cancelling ? 'end_of_cycle' : null,
    invoices: (await invoicesOf(ctx)).map(invoiceView),
  };
}
