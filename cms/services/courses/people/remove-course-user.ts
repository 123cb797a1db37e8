import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import type { TenantContext } from '../../context';
import { tenantDb } from '../../tenant-db';
import type { Actor } from '../../users/actor';
import { findCourse } from '../catalogue/find-course';
import { isRegistered } from './access-holds';
import { assertManager } from './course-managers';
import { membership } from './membership';

/** DELETE /api/courses/{id}/users/{userId}: a manager removes a student from the course. */
export async function removeCourseUser(ctx: TenantContext, actor: Actor, courseId: string, userId: string): Promise<{ ok: true }> {
  const course = await findCourse(ctx, courseId);
  assertManager(actor, course);
  if (!(await isRegistered(ctx, course.id, userId))) throw new AppError(AppErrorCode.NOT_FOUND);
  await tenantDb(ctx).delete({ collection: 'registrations', where: membership(course.id, userId) });
  return { ok: true };
}
