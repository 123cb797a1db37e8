import type { TTopic } from '@halaqa/shared/api-contract/course-shapes';
import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import { requiredRichTextFromHtml } from '../../../content/rich-text';
import type { TenantContext } from '../../../context';
import { tenantDb } from '../../../tenant-db';
import type { Actor } from '../../../users/actor';
import { findTopic, forumScope } from './forum-scope';
import { topicView } from './topic-view';

/** POST …/topic/{t}/reply {content}: refused on a locked topic, for everyone. */
export async function addReply(ctx: TenantContext, actor: Actor | null, courseId: string, topicId: string, content: string): Promise<TTopic> {
  const { course, role } = await forumScope(ctx, actor, courseId);
  const topic = await findTopic(ctx, course, topicId);
  if (topic.locked) throw new AppError(AppErrorCode.TOPIC_LOCKED);
  await tenantDb(ctx).create({
    collection: 'forum-replies',
    data: { course: course.id, topic: topic.id, user: role.actor.id, content: await requiredRichTextFromHtml(ctx.payload, content) },
  });
  return topicView(ctx, topic);
}
