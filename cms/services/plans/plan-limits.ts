import { PlanLimitError } from '@halaqa/shared/plan-limit-error';
import { countLimitOf, countLimitOffer, lockedFeatureOffer, PLANS, type TCountedFeature, type TPlan } from '@halaqa/shared/plans';
import { subscriptionStatusOf, type SubscriptionStatus } from '@halaqa/shared/subscription-state';
import { sql } from '@payloadcms/db-postgres';
import type { Payload, PayloadRequest } from 'payload';
import type { TenantScope } from '../context';
import { sqlDatabaseOf } from '../sql-database';
import { tenantDb } from '../tenant-db';

/** How each counted feature is counted for one site. */
const USAGE: Record<TCountedFeature, (tenantId: string) => ReturnType<typeof sql>> = {
  // Courses and services together; services arrive with their own issue and join this count.
  projects: (tenantId) => sql`SELECT count(*)::bigint AS usage FROM courses WHERE tenant_id = ${tenantId}`,
  // The owner is the first admin account: a free site has its owner and no other admin.
  admin_accounts: (tenantId) => sql`SELECT count(*)::bigint AS usage FROM users WHERE tenant_id = ${tenantId} AND role_role IN ('owner', 'admin')`,
  users: (tenantId) => sql`SELECT count(*)::bigint AS usage FROM users WHERE tenant_id = ${tenantId}`,
  storage: (tenantId) => sql`SELECT coalesce(sum(size), 0)::bigint AS usage FROM files WHERE tenant_id = ${tenantId}`,
};

/** How much of a counted feature a site uses now. */
export async function usageOf(ctx: TenantScope, feature: TCountedFeature, req?: PayloadRequest): Promise<number> {
  const { rows } = await tenantDb(ctx, req).execute(USAGE[feature](ctx.tenant.id));
  return Number((rows[0] as { usage: string | number }).usage);
}

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

/**
 * Refuses, with the plan's 402, a write that would take the site past its plan's limit for
 * `feature` (`adding`: how much the write adds, 1 or an upload's bytes). Called inside the
 * write's transaction: a transaction-scoped advisory lock per site and feature makes parallel
 * writes count one after another, so two creations at the limit make one.
 */
export async function assertPlanAllows(ctx: TenantScope, req: PayloadRequest, feature: TCountedFeature, adding = 1): Promise<void> {
  await tenantDb(ctx, req).execute(sql`SELECT pg_advisory_xact_lock(hashtextextended('plan:' || ${feature} || ':' || ${ctx.tenant.id}, 0))`);
  const plan = await planOfTenant(ctx.payload, ctx.tenant.id, req);
  const offer = countLimitOffer(plan, feature, await usageOf(ctx, feature, req), adding);
  if (offer) throw new PlanLimitError(offer);
}

/** Refuses, with the plan's 402, a feature the site's plan lacks: an AI call, or meetings. */
export async function assertPlanHas(payload: Payload, tenantId: string, feature: Parameters<typeof lockedFeatureOffer>[1]): Promise<void> {
  const offer = lockedFeatureOffer(await planOfTenant(payload, tenantId), feature);
  if (offer) throw new PlanLimitError(offer);
}

/**
 * Refuses, with the plan's 402, a change to a course beyond the plan: a site past its projects
 * (its paid plan expired, or the operator set a smaller one) keeps every course, and its students
 * keep learning, but only the oldest courses the plan allows can be edited until an upgrade.
 * Removing courses is always allowed, and brings the site back within its plan.
 */
export async function assertCourseEditable(ctx: TenantScope, req: PayloadRequest, courseId: string): Promise<void> {
  const plan = await planOfTenant(ctx.payload, ctx.tenant.id, req);
  const limit = countLimitOf(plan, 'projects');
  if (limit === null) return;
  const used = await usageOf(ctx, 'projects', req);
  if (used <= limit) return;
  const { rows } = await tenantDb(ctx, req).execute(sql`
    SELECT 1 FROM (SELECT id FROM courses WHERE tenant_id = ${ctx.tenant.id} ORDER BY created_at, id LIMIT ${limit}) AS editable WHERE id = ${courseId}`);
  if (rows.length === 0) throw new PlanLimitError(countLimitOffer(plan, 'projects', used, 0)!, 'errors.planReadOnly');
}
