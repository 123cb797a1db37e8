import { PLANS, type TPlan } from '@halaqa/shared/plans';
import { type SubscriptionStatus, subscriptionStatusOf } from '@halaqa/shared/subscription-state';
import { sql } from '@payloadcms/db-postgres';
import type { Payload, PayloadRequest } from 'payload';
import { sqlDatabaseOf } from '../sql-database';

type TenantPlanFields = { plan?: string | null; subscription?: { periodEnd?: string | Date | null } | null };

/** A tenant's plan (free when unknown) and where its paid period stands at `now`. */
export function subscriptionOf(tenant: TenantPlanFields, now = new Date()): { plan: TPlan } & SubscriptionStatus {
  const plan = (PLANS as readonly string[]).includes(tenant.plan ?? '') ? (tenant.plan as TPlan) : 'free';
  const periodEnd = tenant.subscription?.periodEnd ? new Date(tenant.subscription.periodEnd) : null;
  return { plan, ...subscriptionStatusOf(plan, periodEnd, now) };
}

/**
 * The same for a site, read from the database rather than the cached tenant: limits and the
 * owner's banner follow a renewal or an expiry at once. An unknown site is on free.
 */
export async function subscriptionOfTenant(payload: Payload, tenantId: string, req?: Pick<PayloadRequest, 'transactionID'>): Promise<{ plan: TPlan } & SubscriptionStatus> {
  // The site's own row, which has no tenant for tenantDb to scope by.
  const database = await sqlDatabaseOf(payload, req);
  const { rows } = await database.execute(sql`SELECT plan, subscription_period_end FROM tenants WHERE id = ${tenantId}`);
  const row = rows[0] as { plan?: string; subscription_period_end?: string | Date | null } | undefined;
  return subscriptionOf({ plan: row?.plan, subscription: { periodEnd: row?.subscription_period_end } });
}

/** The plan whose limits hold for the site now: its plan, or free once a paid period expired. */
export async function planOfTenant(payload: Payload, tenantId: string, req?: Pick<PayloadRequest, 'transactionID'>): Promise<TPlan> {
  return (await subscriptionOfTenant(payload, tenantId, req)).effectivePlan;
}
