import type { TenantContext } from '../../../context';
import type { Actor } from '../../../users/actor';
import { setLiked } from '../likes';
import { findTopic, forumScope } from './forum-scope';

export async function likeTopic(ctx: TenantContext, actor: Actor | null, courseId: string, topicId: string, liked: boolean) {
  const { course, role } = await forumScope(ctx, actor, courseId);
  const topic = await findTopic(ctx, course, topicId);
  return setLiked(ctx, 'topic', topic.id, role.actor.id, liked);
}
