import type { TComment } from '@halaqa/shared/api-contract/course-shapes';
import { flattenThread } from '@halaqa/shared/comment-thread';
import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import type { Comment, Material } from '../../payload-types';
import { htmlFromRichText, requiredRichTextFromHtml } from '../content/rich-text';
import { idOf, type TenantContext } from '../context';
import { findInTenant } from '../find-in-tenant';
import { tenantDb } from '../tenant-db';
import { withTransaction } from '../transaction';
import type { Actor } from '../users/actor';
import { courseRoleOf, findCourse } from './course-access';
import { setLiked } from './likes';
import { findLessonOf, assertMayOpenLesson } from './lesson-reads';
import { readLessonComments, type LessonComment } from './reads/lesson-comments';

/** Comments on a lesson (learning-content §3): nested replies shown flattened depth-first. */

export async function listComments(ctx: TenantContext, materialId: string): Promise<TComment[]> {
  return commentThread(await readLessonComments(ctx, materialId));
}

/** Comments as read, as the thread the API shows (the lesson page reads them with its viewer). */
export function commentThread(comments: readonly LessonComment[]): TComment[] {
  return flattenThread(
    comments.map((comment) => ({
      id: comment.id,
      name: comment.author.name,
      content: htmlFromRichText(comment.content),
      parentId: comment.parentId,
      likes: comment.likes,
      photo: comment.author.profilephoto,
      userid: comment.author.id,
      date: comment.createdAt,
      edited: comment.edited,
    })),
  );
}

/** The lesson a comment call is about, with the caller's standing in the course. */
async function commentScope(ctx: TenantContext, actor: Actor | null, courseId: string, materialId: string) {
  const course = await findCourse(ctx, courseId);
  const material = await findLessonOf(ctx, course, materialId);
  const role = await courseRoleOf(ctx, actor, course);
  await assertMayOpenLesson(ctx, actor, role, material, course);
  // Open to a manager or a registered student: someone signed in.
  return { course, material, role: { ...role, actor: actor! } };
}

function findComment(ctx: TenantContext, material: Material, commentId: string): Promise<Comment> {
  return findInTenant(ctx, 'comments', [{ id: { equals: commentId } }, { material: { equals: material.id } }]);
}

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

/** PUT …/comments/{c}/edit {content}: only the author edits their words. */
export async function editComment(ctx: TenantContext, actor: Actor | null, courseId: string, materialId: string, commentId: string, content: string): Promise<TComment[]> {
  const { material, role } = await commentScope(ctx, actor, courseId, materialId);
  const comment = await findComment(ctx, material, commentId);
  if (idOf(comment.user) !== role.actor.id) throw new AppError(AppErrorCode.FORBIDDEN);
  await tenantDb(ctx).update({ collection: 'comments', id: comment.id, data: { content: await requiredRichTextFromHtml(ctx.payload, content), edited: true } });
  return listComments(ctx, material.id);
}

/** DELETE …/comments/{c}: the author, or any manager of the course. Its likes go with it. */
export async function deleteComment(ctx: TenantContext, actor: Actor | null, courseId: string, materialId: string, commentId: string): Promise<TComment[]> {
  const { material, role } = await commentScope(ctx, actor, courseId, materialId);
  const comment = await findComment(ctx, material, commentId);
  if (idOf(comment.user) !== role.actor.id && !role.manager) throw new AppError(AppErrorCode.FORBIDDEN);
  await withTransaction(ctx.payload, async (req) => {
    const db = tenantDb(ctx, req);
    await db.delete({ collection: 'likes', where: { and: [{ targetType: { equals: 'comment' } }, { targetId: { equals: comment.id } }] } });
    await db.delete({ collection: 'comments', id: comment.id });
  });
  return listComments(ctx, material.id);
}

/** POST …/comments/{c}/like and /unlike. */
export async function likeComment(ctx: TenantContext, actor: Actor | null, courseId: string, materialId: string, commentId: string, liked: boolean) {
  const { material, role } = await commentScope(ctx, actor, courseId, materialId);
  const comment = await findComment(ctx, material, commentId);
  return setLiked(ctx, 'comment', comment.id, role.actor.id, liked);
}
