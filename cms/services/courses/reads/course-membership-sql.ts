import type { Managed, ManagerScope } from '@halaqa/shared/course-management';
import { sql } from '@payloadcms/db-postgres';
import { textArray, type SqlFragment, type SqlValue } from '../../sql-database';

/**
 * Pieces of SQL the course reads share, over a course aliased `c`: who administers it (with its
 * trainer and public id, what shared/course-management's isCourseManager decides on) and whether
 * a user's registration holds now. One wording, so the reads cannot drift apart.
 */

/** The ids of course `c`'s administrators, in their order (Payload's `admins` relationship). */
export const ADMIN_IDS_OF_COURSE: SqlFragment = sql`ARRAY(
  SELECT a.users_id FROM courses_rels a WHERE a.parent_id = c.id AND a.path = 'admins' AND a.users_id IS NOT NULL ORDER BY a."order"
)`;

/**
 * Whether course `c` is among those a manager scope covers (shared/course-management: every
 * course, or those listed by id or public id, and those naming the user as trainer or admin), as
 * cms/access/course-managers.ts turns the same scope into Payload's filter. For reads that list
 * across every course a person manages.
 */
export function managedWithin(scope: ManagerScope): SqlFragment {
  if (scope.everything) return sql`true`;
  const listed = textArray(scope.listed);
  return sql`(
    c.trainer_id = ${scope.userId}
    OR EXISTS (SELECT 1 FROM courses_rels a WHERE a.parent_id = c.id AND a.path = 'admins' AND a.users_id = ${scope.userId})
    OR c.id::text = ANY(${listed}) OR c.course_id = ANY(${listed})
  )`;
}

/**
 * Whether `userId` (null: nobody) is registered for course `c` with access that holds now: the
 * `registered` of shared/lesson-opening's rule, as shared/access-period's hasAccess decides it.
 */
export const registrationHolds = (userId: SqlValue<string | null>): SqlFragment => sql`EXISTS (
  SELECT 1 FROM registrations g
  WHERE g.course_id = c.id AND g.tenant_id = c.tenant_id AND g.user_id = ${userId}::uuid
    AND (g.access_until IS NULL OR g.access_until > now())
)`;

/** The columns a read selects of course `c` to decide who manages it. */
export interface ManagerColumns {
  id: string;
  course_id: string;
  trainer_id: string | null;
  admin_ids: string[];
}

/** Those columns as shared/course-management's isCourseManager takes them. */
export const managedOf = (row: ManagerColumns): Managed => ({ id: row.id, publicId: row.course_id, trainerId: row.trainer_id, adminIds: row.admin_ids });
