import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import { lessonOpening, type LessonOpening, type OpeningLesson } from '@halaqa/shared/lesson-opening';
import type { Course, Material } from '../../../payload-types';
import { idOf, type TenantContext } from '../../context';
import { findInTenant } from '../../find-in-tenant';
import type { Actor } from '../../users/actor';
import type { CourseRole } from '../people/course-role';
import { completedIdsOf, progressOf } from '../progress/progress-of';

/**
 * The lesson a call is about and whether the caller may open it: materials, quizzes,
 * assignments and comments all start here; this module imports none of them.
 */

/** A lesson of this course; one of another course (or tenant) is 404. */
export function findLessonOf(ctx: TenantContext, course: Course, materialId: string): Promise<Material> {
  return findInTenant(ctx, 'materials', [{ id: { equals: materialId } }, { course: { equals: course.id } }]);
}

export const prerequisitesOf = (material: Pick<Material, 'prerequisites'>) => (material.prerequisites ?? []).map((entry) => idOf(entry)!);

/** A stored lesson as shared/lesson-opening's rule reads it. */
export const openingLessonOf = (material: Pick<Material, 'visible' | 'allowPreview' | 'prerequisites'>): OpeningLesson => ({
  visible: material.visible,
  allowPreview: material.allowPreview,
  prerequisites: prerequisitesOf(material),
});

/**
 * The API's answer to a lesson the rule does not open: a hidden lesson is none (404), a locked
 * one 403 with the prerequisites message, and someone not registered is asked to sign in or to
 * register. A preview is enough only to read the lesson (`preview: 'reads'`); whatever a student
 * does in it (a comment, a quiz, an assignment, a mark, a report) needs it open.
 */
export function assertOpens(opening: LessonOpening, { signedIn, preview }: { signedIn: boolean; preview: 'reads' | 'refused' }): void {
  switch (opening) {
    case 'open':
      return;
    case 'preview':
      if (preview === 'reads') return;
      throw new AppError(signedIn ? AppErrorCode.NOT_REGISTERED : AppErrorCode.NOT_SIGNED_IN);
    case 'hidden':
      throw new AppError(AppErrorCode.NOT_FOUND);
    case 'locked':
      throw new AppError(AppErrorCode.LESSON_LOCKED);
    case 'notRegistered':
      throw new AppError(signedIn ? AppErrorCode.NOT_REGISTERED : AppErrorCode.NOT_SIGNED_IN);
  }
}

/**
 * For a call a student makes in a lesson: the lesson must be open to `actor`, in the role they
 * have in its course (`manager: false` for what only students do). Their progress is read only
 * when the lesson has prerequisites a student would wait for.
 */
export async function assertMayOpenLesson(ctx: TenantContext, actor: Actor | null, role: CourseRole, material: Material, course: Course): Promise<void> {
  const lesson = openingLessonOf(material);
  const completed = actor && role.registered && !role.manager && lesson.prerequisites.length > 0 ? completedIdsOf(await progressOf(ctx, course.id, actor.id)) : new Set<string>();
  assertOpens(lessonOpening({ ...role, completed }, lesson), { signedIn: actor !== null, preview: 'refused' });
}
