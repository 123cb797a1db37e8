import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import type { Course } from '../../../payload-types';
import type { TenantContext } from '../../context';
import type { Actor } from '../../users/actor';
import { isRegistered } from './access-holds';
import { isManagerOf } from './course-managers';

/** What the requesting user is to a course: a manager, a registered student, or neither. */
export interface CourseRole {
  manager: boolean;
  registered: boolean;
}

export async function courseRoleOf(ctx: TenantContext, actor: Actor | null | undefined, course: Course): Promise<CourseRole> {
  const manager = isManagerOf(actor, course);
  const registered = actor ? await isRegistered(ctx, course.id, actor.id) : false;
  return { manager, registered };
}

/**
 * Taking part in a course (forum, comments, ratings, lessons): its managers and its registered
 * students. A visitor is asked to sign in; anyone else to register.
 */
export async function assertParticipant(ctx: TenantContext, actor: Actor | null | undefined, course: Course): Promise<CourseRole & { actor: Actor }> {
  if (!actor) throw new AppError(AppErrorCode.NOT_SIGNED_IN);
  const role = await courseRoleOf(ctx, actor, course);
  if (!role.manager && !role.registered) throw new AppError(AppErrorCode.NOT_REGISTERED);
  return { ...role, actor };
}
