import { CACHE_BUDGETS } from '@halaqa/shared/cache-budgets';
import { sql } from '@payloadcms/db-postgres';
import type { TenantContext } from '../../context';
import { studentCountsTag } from '../../content-version/content-tags';
import { keptReads } from '../../content-version/kept-reads';
import { tenantDb } from '../../tenant-db';

/**
 * How many students each course of the site has, the live counter of its cards (issue #40,
 * item 12). Kept apart from the catalogue's cards, in a value of its own that only registrations
 * forget (studentCountsTag): a registration costs one grouped count of the site's registrations
 * on the next request, and the cards, course pages and lessons of every other course stay kept.
 * Courses nobody registered for are absent (0); buyers a refund ended the access of are no students
 * (access-holds' notEndedByRefund).
 */
export type StudentCounts = Readonly<Record<string, number>>;

const counts = keptReads<StudentCounts>({ bytes: CACHE_BUDGETS.studentCounts, sizeOf: (value) => Object.keys(value).length * 100 + 50 });

export function studentCountsOf(ctx: TenantContext): Promise<StudentCounts> {
  return counts.read(
    ctx,
    'students',
    async () => {
      const { rows } = await tenantDb(ctx).execute<{ course_id: string; students: string }>(sql`
        SELECT course_id, count(*) AS students FROM registrations WHERE tenant_id = ${ctx.tenant.id} AND refunded_at IS NULL GROUP BY course_id`);
      return Object.fromEntries(rows.map((row) => [row.course_id, Number(row.students)]));
    },
    () => [studentCountsTag(ctx.tenant.id)],
  );
}
