import type { Where } from 'payload';
import type { TenantContext } from '../../context';
import { idOf } from '../../context';
import { tenantDb } from '../../tenant-db';
import { isUniqueViolation } from '../../unique-violation';

export type LikeTarget = 'comment' | 'topic' | 'reply';

/** Who liked each of the targets, in one query: target id → user ids. */
export async function likesOf(ctx: TenantContext, targetType: LikeTarget, targetIds: readonly string[]): Promise<Map<string, string[]>> {
  const likes = new Map<string, string[]>(targetIds.map((id) => [id, []]));
  if (targetIds.length === 0) return likes;
  const { docs } = await tenantDb(ctx).find({ collection: 'likes', where: { and: [{ targetType: { equals: targetType } }, { targetId: { in: [...targetIds] } }] } });
  for (const like of docs) likes.get(like.targetId)?.push(idOf(like.user)!);
  return likes;
}

/** Likes or unlikes; both are idempotent. Returns who likes the target now. */
export async function setLiked(ctx: TenantContext, targetType: LikeTarget, targetId: string, userId: string, liked: boolean): Promise<{ likes: string[] }> {
  const db = tenantDb(ctx);
  const mine: Where = { and: [{ targetType: { equals: targetType } }, { targetId: { equals: targetId } }, { user: { equals: userId } }] };
  if (liked) {
    if ((await db.count({ collection: 'likes', where: mine })) === 0) {
      try {
        await db.create({ collection: 'likes', data: { targetType, targetId, user: userId } });
      } catch (error) {
        // A double click raced itself: the like exists, which is what was asked.
        if (!isUniqueViolation(error)) throw error;
      }
    }
  } else {
    await db.delete({ collection: 'likes', where: mine });
  }
  return { likes: (await likesOf(ctx, targetType, [targetId])).get(targetId) ?? [] };
}
