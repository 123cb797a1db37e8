import { sql } from '@payloadcms/db-postgres';
import type { TenantContext } from '../../context';
import { uuidArray } from '../../sql-database';
import { tenantDb } from '../../tenant-db';

/** Course analytics' counts, computed by PostgreSQL in one query instead of loading every registration into Node. */

export interface CourseProgressCounts {
  registrations: number;
  inProgress: number;
  completions: number;
}

/**
 * Per course: registered students (not buyers a refund ended the access of), those who started, and those who completed every lesson
 * students can see (learning-content §4 course completion). Lessons and progress are the
 * registration's tenant's, like the registrations themselves.
 */
export async function progressOfCourses(ctx: TenantContext, courseIds: readonly string[]): Promise<Map<string, CourseProgressCounts>> {
  const counts = new Map<string, CourseProgressCounts>();
  if (courseIds.length === 0) return counts;
  const { rows } = await tenantDb(ctx).execute<{ course_id: string; registrations: string; in_progress: string; completions: string }>(sql`
    SELECT r.course_id,
      count(*) AS registrations,
      count(*) FILTER (WHERE p.started AND NOT (t.total > 0 AND p.done = t.total)) AS in_progress,
      count(*) FILTER (WHERE t.total > 0 AND p.done = t.total) AS completions
    FROM registrations r
    JOIN LATERAL (SELECT count(*) AS total FROM materials m WHERE m.course_id = r.course_id AND m.tenant_id = r.tenant_id AND m.visible) t ON true
    JOIN LATERAL (
      SELECT count(*) FILTER (WHERE lp.completed) AS done, count(*) > 0 AS started
      FROM lesson_progress lp JOIN materials m ON m.id = lp.material_id AND m.tenant_id = lp.tenant_id AND m.visible
      WHERE lp.course_id = r.course_id AND lp.tenant_id = r.tenant_id AND lp.user_id = r.user_id
    ) p ON true
    WHERE r.tenant_id = ${ctx.tenant.id} AND r.course_id = ANY(${uuidArray(courseIds)}) AND r.refunded_at IS NULL
    GROUP BY r.course_id`);
  for (const row of rows) {
    counts.set(row.course_id, { registrations: Number(row.registrations), inProgress: Number(row.in_progress), completions: Number(row.completions) });
  }
  return counts;
}
