import { holdsAssignment } from '@halaqa/shared/assignment-status';
import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import type { Material } from '../../../../payload-types';
import type { TenantContext } from '../../../context';
import type { Actor } from '../../../users/actor';
import { findCourse } from '../../catalogue/find-course';
import { assertManager } from '../../people/course-managers';
import { findLessonOf } from '../../lessons/lesson-reads';

/**
 * Assignments (learning-content §3–§4, issue #6): a student submits files and text, and may
 * replace that work until a manager grades it, between 0 and max_grade (default 100). Not
 * submitted → submitted → graded; work handed in after the due date is accepted and marked
 * overdue. Managers may correct a grade; the student is notified each time.
 */

export const takesSubmissions = (material: Material) =>
  holdsAssignment({
    type: material.type,
    instructions: material.assignmentSettings?.instructions ?? '',
    ruleTypes: (material.completion?.rules ?? []).map((rule) => rule.type),
  });

/** A manager's view of an assignment lesson of a course they manage. */
export async function managedAssignment(ctx: TenantContext, actor: Actor, courseId: string, materialId: string) {
  const course = await findCourse(ctx, courseId);
  assertManager(actor, course);
  const material = await findLessonOf(ctx, course, materialId);
  if (!takesSubmissions(material)) throw new AppError(AppErrorCode.NOT_FOUND);
  return { course, material };
}
