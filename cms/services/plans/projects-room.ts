import { countLimitOf, type TPlan } from '@halaqa/shared/plans';
import type { TenantContext } from '../context';
import { planOfTenant } from './plan-of-tenant';
import { usageOf } from './plan-usage';

/** What the site's plan leaves for courses and services: its limit (null: none) and how many there are. */
export interface ProjectsRoom {
  plan: TPlan;
  limit: number | null;
  count: number;
}

/** For the new-course page, before the form is filled in (issue #44, item 11); no count is read on a plan without a limit. */
export async function projectsRoomOf(ctx: TenantContext): Promise<ProjectsRoom> {
  const plan = await planOfTenant(ctx.payload, ctx.tenant.id);
  const limit = countLimitOf(plan, 'projects');
  return { plan, limit, count: limit === null ? 0 : await usageOf(ctx, 'projects') };
}
