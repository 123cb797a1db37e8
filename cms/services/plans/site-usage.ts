import { COUNTED_FEATURES, countLimitOf, PLAN_LIMITS, type TCountedFeature, type TPlan } from '@halaqa/shared/plans';
import type { TenantContext } from '../context';
import { planOfTenant } from './plan-of-tenant';
import { usageOf } from './plan-usage';

export interface UsageLine {
  feature: TCountedFeature | 'meetings';
  used: number;
  /** Null: unlimited; 0 for meetings: the plan has none. */
  limit: number | null;
}

/**
 * What the site uses of its plan, for the owner's subscription page: courses and services,
 * admin accounts, users, storage and meeting hours this month (live meetings arrive with their
 * issue; until then none are used).
 */
export async function siteUsage(ctx: TenantContext): Promise<{ plan: TPlan; lines: UsageLine[] }> {
  const plan = await planOfTenant(ctx.payload, ctx.tenant.id);
  const lines: UsageLine[] = await Promise.all(COUNTED_FEATURES.map(async (feature) => ({ feature, used: await usageOf(ctx, feature), limit: countLimitOf(plan, feature) })));
  lines.push({ feature: 'meetings', used: 0, limit: PLAN_LIMITS[plan].meetingHours });
  return { plan, lines };
}
