import { idOf, type TenantContext } from '../../../context';
import { tenantDb } from '../../../tenant-db';
import { transaction } from '../../../unit-of-work';
import type { Actor } from '../../../users/actor';
import { assertAuthorOrManager, findTopic, forumScope } from './forum-scope';
import { repliesOf } from './topic-view';

/** DELETE …/topic/{t}: the author or a manager; its replies and likes go with it. */
export async function deleteTopic(ctx: TenantContext, actor: Actor | null, courseId: string, topicId: string): Promise<{ ok: true }> {
  const scope = await forumScope(ctx, actor, courseId);
  const topic = await findTopic(ctx, scope.course, topicId);
  assertAuthorOrManager(scope, idOf(topic.user));
  const replyIds = (await repliesOf(ctx, [topic.id])).map((reply) => reply.id);
  await transaction(ctx, async (tx) => {
    const db = tenantDb(tx);
    await db.delete({ collection: 'likes', where: { targetId: { in: [topic.id, ...replyIds] } } });
    await db.delete({ collection: 'forum-replies', where: { topic: { equals: topic.id } } });
    await db.delete({ collection: 'forum-topics', id: topic.id });
  });
  return { ok: true };
}
