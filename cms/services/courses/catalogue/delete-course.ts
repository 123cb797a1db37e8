import type { TenantContext } from '../../context';
import { tenantDb } from '../../tenant-db';
import { transaction } from '../../unit-of-work';
import type { Actor } from '../../users/actor';
import { findCourse } from './find-course';
import { assertManager } from '../people/course-managers';
import { deleteCourseContent } from './delete-course-content';

/** DELETE /api/courses/{id}/: a manager removes the course with everything in it, all or nothing. */
export async function deleteCourse(ctx: TenantContext, actor: Actor, id: string): Promise<{ ok: true }> {
  const course = await findCourse(ctx, id);
  assertManager(actor, course);
  await transaction(ctx, async (tx) => {
    await deleteCourseContent(tx, course.id);
    await tenantDb(tx).delete({ collection: 'courses', id: course.id });
  });
  return { ok: true };
}
