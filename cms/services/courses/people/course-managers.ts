import { isCourseManager } from '@halaqa/shared/course-management';
import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import type { Course } from '../../../payload-types';
import { idOf } from '../../context';
import type { Actor } from '../../users/actor';

/** learning-content §6 applied to a stored course. */
export function isManagerOf(actor: Actor | null | undefined, course: Pick<Course, 'id' | 'courseId' | 'trainer' | 'admins'>): boolean {
  if (!actor) return false;
  return isCourseManager(actor, {
    id: course.id,
    publicId: course.courseId,
    trainerId: idOf(course.trainer),
    adminIds: (course.admins ?? []).map((admin) => idOf(admin)).filter((id): id is string => Boolean(id)),
  });
}

export function assertManager(actor: Actor, course: Course): void {
  if (!isManagerOf(actor, course)) throw new AppError(AppErrorCode.FORBIDDEN);
}
