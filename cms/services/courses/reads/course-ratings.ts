import type { TRating } from '@halaqa/shared/api-contract/course-shapes';
import { sql } from '@payloadcms/db-postgres';
import type { TenantContext } from '../../context';
import { isUuid } from '../../sql-database';
import { tenantDb } from '../../tenant-db';
import { DELETED_PERSON } from '../people/people-by-ids';

/**
 * A course's ratings, newest first, with their raters, in one SQL statement (issue #13); null
 * when the course is not one of the request's tenant. The course, the ratings and the raters
 * are all confined to that tenant.
 */

interface Row extends Record<string, unknown> {
  rating_id: string | null;
  rating: string | null;
  notes: string | null;
  updated_at: string | Date | null;
  user_id: string | null;
  user_name: string | null;
  user_photo: string | null;
}

export async function readCourseRatings(ctx: TenantContext, courseId: string): Promise<TRating[] | null> {
  if (!isUuid(courseId)) return null;
  // The course row comes back once with no rating when it has none; no row at all means "not found".
  const { rows } = await tenantDb(ctx).execute<Row>(sql`
    SELECT r.id AS rating_id, r.rating, r.notes, r.updated_at, r.user_id, u.name AS user_name, u.profilephoto AS user_photo
    FROM courses c
    LEFT JOIN ratings r ON r.tenant_id = c.tenant_id AND r.subject_type = 'courses' AND r.subject_id = c.id::text
    LEFT JOIN users u ON u.id = r.user_id AND u.tenant_id = c.tenant_id
    WHERE c.tenant_id = ${ctx.tenant.id} AND c.id = ${courseId}
    ORDER BY r.updated_at DESC NULLS LAST, r.created_at DESC`);
  if (rows.length === 0) return null;
  return rows.filter((row) => row.rating_id !== null).map(ratingOf);
}

function ratingOf(row: Row): TRating {
  return {
    id: row.rating_id!,
    rating: Number(row.rating),
    notes: row.notes ?? '',
    user: row.user_name === null ? DELETED_PERSON : { id: row.user_id!, name: row.user_name, profilephoto: row.user_photo ?? '' },
    date: new Date(row.updated_at!).toISOString(),
  };
}
