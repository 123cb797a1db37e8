import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import type { Course, ForumReply, ForumTopic } from '../../../../payload-types';
import type { TenantContext } from '../../../context';
import { findInTenant } from '../../../find-in-tenant';
import type { Actor } from '../../../users/actor';
import { findCourse } from '../../catalogue/find-course';
import { assertParticipant } from '../../people/course-role';

/**
 * The course forum (learning-content §3–§4): registered students and managers post topics and
 * replies; managers lock and pin; nobody replies to a locked topic.
 */

/** The course and the caller's standing, when the course's discussions are on. */
export async function forumScope(ctx: TenantContext, actor: Actor | null, courseId: string) {
  const course = await findCourse(ctx, courseId);
  const role = await assertParticipant(ctx, actor, course);
  if (course.enableDiscussions === false) throw new AppError(AppErrorCode.DISCUSSIONS_CLOSED);
  return { course, role };
}

type Scope = Awaited<ReturnType<typeof forumScope>>;

export function assertAuthorOrManager({ role }: Scope, authorId: string | null): void {
  if (authorId !== role.actor.id && !role.manager) throw new AppError(AppErrorCode.FORBIDDEN);
}

export function findTopic(ctx: TenantContext, course: Course, topicId: string): Promise<ForumTopic> {
  return findInTenant(ctx, 'forum-topics', [{ id: { equals: topicId } }, { course: { equals: course.id } }]);
}

export function findReply(ctx: TenantContext, topic: ForumTopic, replyId: string): Promise<ForumReply> {
  return findInTenant(ctx, 'forum-replies', [{ id: { equals: replyId } }, { topic: { equals: topic.id } }]);
}
