import { sql } from '@payloadcms/db-postgres';
import type { TenantContext } from '../../context';
import { tenantDb } from '../../tenant-db';
import { DELETED_PERSON, type PersonRef } from '../people/people-by-ids';

/**
 * A course's announcements, newest first, with their authors, in one SQL statement (issue #13);
 * announcements and authors are confined to the request's tenant. `courseId` is a course the
 * caller has already found in that tenant.
 */

export interface CourseAnnouncement {
  id: string;
  title: string;
  content: unknown;
  createdAt: string;
  author: PersonRef;
}

interface Row extends Record<string, unknown> {
  id: string;
  title: string;
  content: unknown;
  created_at: string | Date;
  user_id: string | null;
  user_name: string | null;
  user_photo: string | null;
}

export async function readCourseAnnouncements(ctx: TenantContext, courseId: string): Promise<CourseAnnouncement[]> {
  const { rows } = await tenantDb(ctx).execute<Row>(sql`
    SELECT n.id, n.title, n.content, n.created_at, n.user_id, u.name AS user_name, u.profilephoto AS user_photo
    FROM announcements n
    LEFT JOIN users u ON u.id = n.user_id AND u.tenant_id = n.tenant_id
    WHERE n.tenant_id = ${ctx.tenant.id} AND n.course_id = ${courseId}
    ORDER BY n.created_at DESC, n.id`);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    content: row.content,
    createdAt: new Date(row.created_at).toISOString(),
    author: row.user_name === null ? DELETED_PERSON : { id: row.user_id!, name: row.user_name, profilephoto: row.user_photo ?? '' },
  }));
}
