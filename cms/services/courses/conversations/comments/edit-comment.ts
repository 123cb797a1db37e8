import type { TComment } from '@halaqa/shared/api-contract/course-shapes';
import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import { requiredRichTextFromHtml } from '../../../content/rich-text';
import { idOf, type TenantContext } from '../../../context';
import { tenantDb } from '../../../tenant-db';
import type { Actor } from '../../../users/actor';
import { commentScope, findComment } from './comment-scope';
import { listComments } from './list-comments';

/** PUT …/comments/{c}/edit {content}: only the author edits their words. */
export async function editComment(ctx: TenantContext, actor: Actor | null, courseId: string, materialId: string, commentId: string, content: string): Promise<TComment[]> {
  const { material, role } = await commentScope(ctx, actor, courseId, materialId);
  const comment = await findComment(ctx, material, commentId);
  if (idOf(comment.user) !== role.actor.id) throw new AppError(AppErrorCode.FORBIDDEN);
  await tenantDb(ctx).update({ collection: 'comments', id: comment.id, data: { content: await requiredRichTextFromHtml(ctx.payload, content), edited: true } });
  return listComments(ctx, material.id);
}
