import type { TenantContext } from '../../../context';
import type { Actor } from '../../../users/actor';
import { setLiked } from '../likes';
import { findReply, findTopic, forumScope } from './forum-scope';

export async function likeReply(ctx: TenantContext, actor: Actor | null, courseId: string, topicId: string, replyId: string, liked: boolean) {
  const { course, role } = await forumScope(ctx, actor, courseId);
  const reply = await findReply(ctx, await findTopic(ctx, course, topicId), replyId);
  return setLiked(ctx, 'reply', reply.id, role.actor.id, liked);
}
