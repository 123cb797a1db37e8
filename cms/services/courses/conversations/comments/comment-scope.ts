import type { Comment, Material } from '../../../../payload-types';
import type { TenantContext } from '../../../context';
import { findInTenant } from '../../../find-in-tenant';
import type { Actor } from '../../../users/actor';
import { findCourse } from '../../catalogue/find-course';
import { courseRoleOf } from '../../people/course-role';
import { assertMayOpenLesson, findLessonOf } from '../../lessons/lesson-reads';

/** The lesson a comment call is about, with the caller's standing in the course. */
export async function commentScope(ctx: TenantContext, actor: Actor | null, courseId: string, materialId: string) {
  const course = await findCourse(ctx, courseId);
  const material = await findLessonOf(ctx, course, materialId);
  const role = await courseRoleOf(ctx, actor, course);
  await assertMayOpenLesson(ctx, actor, role, material, course);
  // Open to a manager or a registered student: someone signed in.
  return { course, material, role: { ...role, actor: actor! } };
}

export function findComment(ctx: TenantContext, material: Material, commentId: string): Promise<Comment> {
  return findInTenant(ctx, 'comments', [{ id: { equals: commentId } }, { material: { equals: material.id } }]);
}
