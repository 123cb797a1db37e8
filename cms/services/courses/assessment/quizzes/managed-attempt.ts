import { isCourseManager } from '@halaqa/shared/course-management';
import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import type { TenantContext } from '../../../context';
import type { Actor } from '../../../users/actor';
import { isQuiz } from '../evidence-reads';
import { readQuizContext } from '../../reads/quiz-context';

/**
 * A manager's action on one student's latest attempt: the lesson must be a quiz of a course they
 * manage. One SQL statement: no such course (404), not a manager (403), no such quiz (404), no attempt (404).
 */
export async function managedAttempt(ctx: TenantContext, actor: Actor, courseId: string, materialId: string, userId: string) {
  const context = await readQuizContext(ctx, courseId, materialId, userId);
  if (!context) throw new AppError(AppErrorCode.NOT_FOUND);
  if (!isCourseManager(actor, context.managed)) throw new AppError(AppErrorCode.FORBIDDEN);
  if (!context.lesson || !isQuiz(context.lesson)) throw new AppError(AppErrorCode.NOT_FOUND);
  if (!context.attempt) throw new AppError(AppErrorCode.NOT_FOUND);
  return { material: context.lesson, attempt: context.attempt };
}
