import { isLessonComplete } from '@halaqa/shared/completion-rules';
import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import type { TenantContext } from '../../context';
import type { Actor } from '../../users/actor';
import { findCourse } from '../catalogue/find-course';
import { courseRoleOf } from '../people/course-role';
import { completionRulesOf } from './completion-rules-of';
import { courseCompletionOf } from './course-completion';
import { evidenceOf } from './lesson-evidence';
import { progressOf } from './progress-of';
import { recordProgress } from './record-progress';
import { assertMayOpenLesson, findLessonOf } from '../lessons/lesson-reads';

/**
 * POST …/complete and /uncomplete: a registered student marks a lesson done or not done. A
 * mark that does not meet the lesson's rules is refused and nothing is written.
 */
export async function setLessonDone(ctx: TenantContext, actor: Actor, courseId: string, materialId: string, done: boolean) {
  const course = await findCourse(ctx, courseId);
  const material = await findLessonOf(ctx, course, materialId);
  const role = await courseRoleOf(ctx, actor, course);
  await assertMayOpenLesson(ctx, actor, { ...role, manager: false }, material, course);
  const current = (await progressOf(ctx, course.id, actor.id)).get(material.id);
  if (done && !isLessonComplete(completionRulesOf(material), await evidenceOf(ctx, material, actor.id, { viewed: Boolean(current?.viewed), markedDone: true }), material.type)) {
    throw new AppError(AppErrorCode.RULES_NOT_MET);
  }
  const progress = await recordProgress(ctx, material, actor.id, { markedDone: done });
  return { finishedmaterial: Boolean(progress.completed), courseCompletion: await courseCompletionOf(ctx, course.id, actor.id) };
}
