import type { TBillingCycle, TPlan } from '@halaqa/shared/plans';
import { sql } from '@payloadcms/db-postgres';
import type { TenantContext } from '../context';
import { sqlDatabaseOf } from '../sql-database';
import type { InTransaction } from '../unit-of-work';
import { voidOpenInvoices } from './invoices';
import { subscriptionOf } from './plan-of-tenant';

/*
 * What the owner changes about their site's subscription (issue #12). Each change locks the
 * site's row first, so changes, payments (record-paid-invoice.ts) and the renewal pass of one
 * site take turns; and each is one transaction with the invoices it voids or makes.
 */

interface LockedSubscription {
  plan: TPlan;
  effectivePlan: TPlan;
  state: 'active' | 'grace' | 'expired';
  periodEnd: Date | null;
  cycle: TBillingCycle;
}

export async function lockSubscription(tx: InTransaction<TenantContext>): Promise<LockedSubscription> {
  const database = await sqlDatabaseOf(tx.payload, tx.req);
  const { rows } = await database.execute(sql`SELECT plan, subscription_period_end, subscription_cycle FROM tenants WHERE id = ${tx.tenant.id} FOR UPDATE`);
  const row = rows[0] as { plan: string; subscription_period_end: string | Date | null; subscription_cycle: TBillingCycle | null };
  const status = subscriptionOf({ plan: row.plan, subscription: { periodEnd: row.subscription_period_end } });
  return {
    plan: status.plan,
    effectivePlan: status.effectivePlan,
    state: status.state,
    periodEnd: row.subscription_period_end ? new Date(row.subscription_period_end) : null,
    cycle: row.subscription_cycle ?? 'monthly',
  };
}

export async function updateSubscription(tx: InTransaction<TenantContext>, data: Record<string, unknown>): Promise<void> {
  // The tenant's plan fields are closed to every editor; only these services write them.
  await tx.payload.update({ collection: 'tenants', id: tx.tenant.id, data, depth: 0, overrideAccess: true, req: tx.req });
}

/** The site is on free from now, nothing billed, its open invoices void. */
export async function endSubscriptionNow(tx: InTransaction<TenantContext>): Promise<void> {
  await updateSubscription(tx, { plan: 'free', subscription: { periodEnd: null, cycle: null, pendingPlan: null, pendingCycle: null, cancelAtPeriodEnd: false } });
  await voidOpenInvoices(tx);
}
