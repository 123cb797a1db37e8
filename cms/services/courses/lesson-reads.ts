import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import type { Course, Material } from '../../payload-types';
import { idOf, type TenantContext } from '../context';
import { findInTenant } from '../find-in-tenant';
import type { Actor } from '../users/actor';
import type { CourseRole } from './course-access';
import { completedIdsOf, progressOf } from './lesson-progress';

/**
 * The lesson a call is about and whether the caller may open it: materials, quizzes,
 * assignments and comments all start here; this module imports none of them.
 */

/** A lesson of this course; one of another course (or tenant) is 404. */
export function findLessonOf(ctx: TenantContext, course: Course, materialId: string): Promise<Material> {
  return findInTenant(ctx, 'materials', [{ id: { equals: materialId } }, { course: { equals: course.id } }]);
}

export const prerequisitesOf = (material: Material) => (material.prerequisites ?? []).map((entry) => idOf(entry)!);

/**
 * Students never see a hidden lesson (it is 404 to them) and open a lesson only once its
 * prerequisites are completed. Managers see and open everything.
 */
export async function assertMayOpenLesson(ctx: TenantContext, role: CourseRole & { actor: Actor }, material: Material, course: Course): Promise<void> {
  if (role.manager) return;
  const prerequisites = prerequisitesOf(material);
  const completed = material.visible !== false && prerequisites.length > 0 ? completedIdsOf(await progressOf(ctx, course.id, role.actor.id)) : new Set<string>();
  assertStudentMayOpen({ visible: material.visible, prerequisites }, completed);
}

/** The same rule for a student, given the lesson's prerequisites and the lessons they completed. */
export function assertStudentMayOpen(lesson: { visible?: boolean | null; prerequisites: readonly string[] }, completed: ReadonlySet<string>): void {
  if (lesson.visible === false) throw new AppError(AppErrorCode.NOT_FOUND);
  if (lesson.prerequisites.some((id) => !completed.has(id))) throw new AppError(AppErrorCode.LESSON_LOCKED);
}
