import { PlanLimitError } from '@halaqa/shared/plan-limit-error';
import { countLimitOf, countLimitOffer } from '@halaqa/shared/plans';
import { sql } from '@payloadcms/db-postgres';
import type { TenantScope } from '../context';
import { tenantDb } from '../tenant-db';
import { planOfTenant } from './plan-of-tenant';
import { usageOf } from './plan-usage';

/**
 * Refuses, with the plan's 402, a change to a course beyond the plan: a site past its projects
 * (its paid plan expired, or the operator set a smaller one) keeps every course, and its students
 * keep learning, but only the oldest courses the plan allows can be edited until an upgrade.
 * Removing courses is always allowed, and brings the site back within its plan.
 */
export async function assertCourseEditable(ctx: TenantScope, courseId: string): Promise<void> {
  const plan = await planOfTenant(ctx.payload, ctx.tenant.id, ctx.req);
  const limit = countLimitOf(plan, 'projects');
  if (limit === null) return;
  const used = await usageOf(ctx, 'projects');
  if (used <= limit) return;
  const { rows } = await tenantDb(ctx).execute(sql`
    SELECT 1 FROM (SELECT id FROM courses WHERE tenant_id = ${ctx.tenant.id} ORDER BY created_at, id LIMIT ${limit}) AS editable WHERE id = ${courseId}`);
  if (rows.length === 0) throw new PlanLimitError(countLimitOffer(plan, 'projects', used, 0)!, 'errors.planReadOnly');
}
