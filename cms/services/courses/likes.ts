import type { Where } from 'payload';
import type { TenantContext } from '../context';
import { idOf } from '../context';
import { isUniqueViolation } from '../unique-violation';

export type LikeTarget = 'comment' | 'topic' | 'reply';

/** Who liked each of the targets, in one query: target id → user ids. */
export async function likesOf({ payload, tenant }: TenantContext, targetType: LikeTarget, targetIds: readonly string[]): Promise<Map<string, string[]>> {
  const likes = new Map<string, string[]>(targetIds.map((id) => [id, []]));
  if (targetIds.length === 0) return likes;
  const { docs } = await payload.find({
    collection: 'likes',
    where: { and: [{ tenant: { equals: tenant.id } }, { targetType: { equals: targetType } }, { targetId: { in: [...targetIds] } }] },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  });
  for (const like of docs) likes.get(like.targetId)?.push(idOf(like.user)!);
  return likes;
}

/** Likes or unlikes; both are idempotent. Returns who likes the target now. */
export async function setLiked(ctx: TenantContext, targetType: LikeTarget, targetId: string, userId: string, liked: boolean): Promise<{ likes: string[] }> {
  const { payload, tenant } = ctx;
  const mine: Where = { and: [{ tenant: { equals: tenant.id } }, { targetType: { equals: targetType } }, { targetId: { equals: targetId } }, { user: { equals: userId } }] };
  if (liked) {
    const { totalDocs } = await payload.count({ collection: 'likes', where: mine, overrideAccess: true });
    if (totalDocs === 0) {
      try {
        await payload.create({ collection: 'likes', data: { tenant: tenant.id, targetType, targetId, user: userId }, depth: 0, overrideAccess: true });
      } catch (error) {
        // A double click raced itself: the like exists, which is what was asked.
        if (!isUniqueViolation(error)) throw error;
      }
    }
  } else {
    await payload.delete({ collection: 'likes', where: mine, overrideAccess: true });
  }
  return { likes: (await likesOf(ctx, targetType, [targetId])).get(targetId) ?? [] };
}
