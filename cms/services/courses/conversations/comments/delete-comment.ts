import type { TComment } from '@halaqa/shared/api-contract/course-shapes';
import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import { idOf, type TenantContext } from '../../../context';
import { tenantDb } from '../../../tenant-db';
import { transaction } from '../../../unit-of-work';
import type { Actor } from '../../../users/actor';
import { commentScope, findComment } from './comment-scope';
import { listComments } from './list-comments';

/** DELETE …/comments/{c}: the author, or any manager of the course. Its likes go with it. */
export async function deleteComment(ctx: TenantContext, actor: Actor | null, courseId: string, materialId: string, commentId: string): Promise<TComment[]> {
  const { material, role } = await commentScope(ctx, actor, courseId, materialId);
  const comment = await findComment(ctx, material, commentId);
  if (idOf(comment.user) !== role.actor.id && !role.manager) throw new AppError(AppErrorCode.FORBIDDEN);
  await transaction(ctx, async (tx) => {
    const db = tenantDb(tx);
    await db.delete({ collection: 'likes', where: { and: [{ targetType: { equals: 'comment' } }, { targetId: { equals: comment.id } }] } });
    await db.delete({ collection: 'comments', id: comment.id });
  });
  return listComments(ctx, material.id);
}
