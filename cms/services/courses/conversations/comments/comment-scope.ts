import type { Comment, Material } from '../../../../payload-types';
import type { TenantContext } from '../../../context';
import { findInTenant } from '../../../find-in-tenant';
import type { Actor } from '../../../users/actor';
import { assertParticipant, findCourse } from '../../course-access';
import { assertMayOpenLesson, findLessonOf } from '../../lesson-reads';

/** The lesson a comment call is about, with the caller's standing in the course. */
export async function commentScope(ctx: TenantContext, actor: Actor | null, courseId: string, materialId: string) {
  const course = await findCourse(ctx, courseId);
  const material = await findLessonOf(ctx, course, materialId);
  const role = await assertParticipant(ctx, actor, course);
  await assertMayOpenLesson(ctx, role, material, course);
  return { course, material, role };
}

export function findComment(ctx: TenantContext, material: Material, commentId: string): Promise<Comment> {
  return findInTenant(ctx, 'comments', [{ id: { equals: commentId } }, { material: { equals: material.id } }]);
}
