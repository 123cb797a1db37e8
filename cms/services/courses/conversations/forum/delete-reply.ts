import type { TTopic } from '@halaqa/shared/api-contract/course-shapes';
import { idOf, type TenantContext } from '../../../context';
import { tenantDb } from '../../../tenant-db';
import { transaction } from '../../../unit-of-work';
import type { Actor } from '../../../users/actor';
import { assertAuthorOrManager, findReply, findTopic, forumScope } from './forum-scope';
import { topicView } from './topic-view';

/** DELETE …/reply/{r}/: the author or a manager. */
export async function deleteReply(ctx: TenantContext, actor: Actor | null, courseId: string, topicId: string, replyId: string): Promise<TTopic> {
  const scope = await forumScope(ctx, actor, courseId);
  const topic = await findTopic(ctx, scope.course, topicId);
  const reply = await findReply(ctx, topic, replyId);
  assertAuthorOrManager(scope, idOf(reply.user));
  await transaction(ctx, async (tx) => {
    const db = tenantDb(tx);
    await db.delete({ collection: 'likes', where: { and: [{ targetType: { equals: 'reply' } }, { targetId: { equals: reply.id } }] } });
    await db.delete({ collection: 'forum-replies', id: reply.id });
  });
  return topicView(ctx, topic);
}
