import { sql } from '@payloadcms/db-postgres';
import type { TenantContext } from '../../../context';
import { tenantDb } from '../../../tenant-db';
import type { Actor } from '../../../users/actor';
import { isManagerOf } from '../../people/course-managers';

/**
 * Whether `reader` manages a course to which the file's uploader submitted it: the managers who
 * grade the work may open its private files (cms/services/files/find-readable-file.ts).
 */
export async function managesSubmissionWithFile(ctx: TenantContext, reader: Actor, key: string, uploaderId: string): Promise<boolean> {
  const { rows } = await tenantDb(ctx).execute(sql`
    SELECT DISTINCT course_id FROM assignment_submissions
    WHERE tenant_id = ${ctx.tenant.id} AND user_id = ${uploaderId} AND file_keys @> ${JSON.stringify([key])}::jsonb`);
  const courseIds = rows.map((row) => String(row.course_id));
  if (courseIds.length === 0) return false;
  const { docs: courses } = await tenantDb(ctx).find({ collection: 'courses', where: { id: { in: courseIds } } });
  return courses.some((course) => isManagerOf(reader, course));
}
