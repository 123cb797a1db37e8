import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import type { TenantContext } from '../../context';
import type { Actor } from '../../users/actor';
import { findCourse } from '../catalogue/find-course';
import { courseRoleOf } from '../people/course-role';
import { assertMayOpenLesson, findLessonOf } from '../lessons/lesson-reads';
import { courseCompletionOf } from './course-completion';
import { recordProgress } from './record-progress';

/**
 * POST …/materials/{m}/watched: a registered student's player reached the end of the lesson's
 * video. That is what "viewed" means for a video lesson (shared/completion-rules'
 * viewedOnOpening), so the lesson completes when its rules ask no more — with none, at once.
 */
export async function markVideoWatched(ctx: TenantContext, actor: Actor, courseId: string, materialId: string) {
  const course = await findCourse(ctx, courseId);
  const material = await findLessonOf(ctx, course, materialId);
  if (!material.video) throw new AppError(AppErrorCode.NOT_FOUND);
  const role = await courseRoleOf(ctx, actor, course);
  await assertMayOpenLesson(ctx, actor, { ...role, manager: false }, material, course);
  const progress = await recordProgress(ctx, material, actor.id, { viewed: true });
  return { finishedmaterial: progress.completed, courseCompletion: await courseCompletionOf(ctx, course.id, actor.id) };
}
