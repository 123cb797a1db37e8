import type { TTopic } from '@halaqa/shared/api-contract/course-shapes';
import { requiredRichTextFromHtml } from '../../../content/rich-text';
import { idOf, type TenantContext } from '../../../context';
import { tenantDb } from '../../../tenant-db';
import type { Actor } from '../../../users/actor';
import { assertAuthorOrManager, findReply, findTopic, forumScope } from './forum-scope';
import { topicView } from './topic-view';

/** PUT …/reply/{r}/ {content}: the author or a manager. */
export async function updateReply(ctx: TenantContext, actor: Actor | null, courseId: string, topicId: string, replyId: string, content: string): Promise<TTopic> {
  const scope = await forumScope(ctx, actor, courseId);
  const topic = await findTopic(ctx, scope.course, topicId);
  const reply = await findReply(ctx, topic, replyId);
  assertAuthorOrManager(scope, idOf(reply.user));
  await tenantDb(ctx).update({ collection: 'forum-replies', id: reply.id, data: { content: await requiredRichTextFromHtml(ctx.payload, content), edited: true } });
  return topicView(ctx, topic);
}
