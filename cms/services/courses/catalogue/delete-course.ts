import type { TenantContext } from '../../context';
import { tenantDb } from '../../tenant-db';
import { withTransaction } from '../../transaction';
import type { Actor } from '../../users/actor';
import { findCourse } from './find-course';
import { assertManager } from '../people/course-managers';
import { deleteCourseContent } from '../delete-course-content';

/** DELETE /api/courses/{id}/: a manager removes the course with everything in it, all or nothing. */
export async function deleteCourse(ctx: TenantContext, actor: Actor, id: string): Promise<{ ok: true }> {
  const course = await findCourse(ctx, id);
  assertManager(actor, course);
  await withTransaction(ctx.payload, async (req) => {
    await deleteCourseContent(ctx, course.id, req);
    await tenantDb(ctx, req).delete({ collection: 'courses', id: course.id });
  });
  return { ok: true };
}
