import { sql } from '@payloadcms/db-postgres';
import type { TenantContext } from '../context';
import { tenantDb } from '../tenant-db';

/** The site's month so far, for its owner's admin home (issue #44, item 11). */
export interface MonthAtAGlance {
  /** Paid orders since the month began, less what was refunded of them (in full or in part); piastres. */
  revenue: number;
  /**
   * Students who made an account since the month began (not the site's staff), leaving out buyers
   * whose every course a refund ended (issue #44, item 5).
   */
  newStudents: number;
}

/**
 * One statement over the site's rows. "This month" is Cairo's calendar month, where the sites
 * sell in Egyptian pounds, worked out by PostgreSQL's time zone database rather than by hand.
 */
export async function monthAtAGlance(ctx: TenantContext): Promise<MonthAtAGlance> {
  const { rows } = await tenantDb(ctx).execute<{ revenue: string | number; new_students: string | number }>(sql`
    WITH month AS (SELECT date_trunc('month', now() AT TIME ZONE 'Africa/Cairo') AT TIME ZONE 'Africa/Cairo' AS start)
    SELECT
      (SELECT coalesce(sum(total - refunded), 0) FROM orders, month WHERE tenant_id = ${ctx.tenant.id} AND status = 'paid' AND paid_at >= month.start) AS revenue,
      (SELECT count(*) FROM users u, month WHERE u.tenant_id = ${ctx.tenant.id} AND u.role_role = 'user' AND coalesce(u.is_teacher, false) = false AND u.created_at >= month.start
        AND NOT (
          EXISTS (SELECT 1 FROM registrations g WHERE g.user_id = u.id AND g.tenant_id = u.tenant_id AND g.refunded_at IS NOT NULL)
          AND NOT EXISTS (SELECT 1 FROM registrations g WHERE g.user_id = u.id AND g.tenant_id = u.tenant_id AND g.refunded_at IS NULL)
        )) AS new_students`);
  const row = rows[0]!;
  return { revenue: Number(row.revenue), newStudents: Number(row.new_students) };
}
