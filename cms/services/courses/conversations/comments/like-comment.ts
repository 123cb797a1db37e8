import type { TenantContext } from '../../../context';
import type { Actor } from '../../../users/actor';
import { setLiked } from '../likes';
import { commentScope, findComment } from './comment-scope';

/** POST …/comments/{c}/like and /unlike. */
export async function likeComment(ctx: TenantContext, actor: Actor | null, courseId: string, materialId: string, commentId: string, liked: boolean) {
  const { material, role } = await commentScope(ctx, actor, courseId, materialId);
  const comment = await findComment(ctx, material, commentId);
  return setLiked(ctx, 'comment', comment.id, role.actor.id, liked);
}
