import type { TQuizAttemptView } from '@halaqa/shared/api-contract/course-shapes';
import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import type { TenantContext } from '../../../context';
import type { Actor } from '../../../users/actor';
import { attemptView, viewOf } from './attempt-view';
import { closeAttempt } from './close-attempt';
import { latestView, quizClosed, studentQuizScope } from './student-quiz-scope';

/**
 * POST …/submit-quiz: scores the open attempt. Refused while a required question is unanswered.
 * Only the request whose UPDATE finds the attempt still open records the result; the others
 * answer with the result it recorded.
 */
export async function submitQuiz(ctx: TenantContext, actor: Actor, courseId: string, materialId: string): Promise<TQuizAttemptView> {
  const { lesson, attempt } = await studentQuizScope(ctx, actor, courseId, materialId);
  if (!attempt) throw new AppError(AppErrorCode.QUIZ_NOT_STARTED);
  if (attempt.state !== 'inProgress') return attemptView(ctx, lesson, attempt);
  if (lesson.quizSettings?.accepting === false) throw quizClosed();
  const closed = await closeAttempt(ctx, lesson, attempt, actor.id, 'submitted');
  return closed ? viewOf(lesson, closed.attempt, closed.answers) : latestView(ctx, lesson, courseId, materialId, actor.id);
}
