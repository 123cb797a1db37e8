import type { TTopic } from '@halaqa/shared/api-contract/course-shapes';
import type { TenantContext } from '../../../context';
import type { Actor } from '../../../users/actor';
import { findTopic, forumScope } from './forum-scope';
import { topicView } from './topic-view';

/** GET /api/courses/{id}/forum/topic/{t}: a topic with its replies, oldest first. */
export async function getTopic(ctx: TenantContext, actor: Actor | null, courseId: string, topicId: string): Promise<TTopic> {
  const { course } = await forumScope(ctx, actor, courseId);
  return topicView(ctx, await findTopic(ctx, course, topicId));
}
