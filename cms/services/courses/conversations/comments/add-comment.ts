import type { TComment } from '@halaqa/shared/api-contract/course-shapes';
import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import { requiredRichTextFromHtml } from '../../../content/rich-text';
import { idOf, type TenantContext } from '../../../context';
import { tenantDb } from '../../../tenant-db';
import type { Actor } from '../../../users/actor';
import { commentScope, findComment } from './comment-scope';
import { listComments } from './list-comments';

/**
 * POST …/comments {content, parentId, name}: registered students and managers, where comments
 * are on. The spec's `name` is accepted and ignored: the comment shows its author's account name.
 */
export async function addComment(
  ctx: TenantContext,
  actor: Actor | null,
  courseId: string,
  materialId: string,
  input: { content: string; parentId?: string | null },
): Promise<TComment[]> {
  const { material, role } = await commentScope(ctx, actor, courseId, materialId);
  if (material.commentsAllowed === false) throw new AppError(AppErrorCode.COMMENTS_CLOSED);
  if (input.parentId) {
    await findComment(ctx, material, input.parentId).catch(() => {
      throw new AppError(AppErrorCode.VALIDATION, { messageKey: 'validation.parentInvalid', field: 'parentId' });
    });
  }
  await tenantDb(ctx).create({
    collection: 'comments',
    data: {
      course: idOf(material.course)!,
      material: material.id,
      parent: input.parentId ?? null,
      user: role.actor.id,
      content: (await requiredRichTextFromHtml(ctx.payload, input.content)),
    },
  });
  return listComments(ctx, material.id);
}
