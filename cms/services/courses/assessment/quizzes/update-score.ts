import type { TQuizAttemptView } from '@halaqa/shared/api-contract/course-shapes';
import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import { scoreQuiz } from '@halaqa/shared/quiz-scoring';
import type { TenantContext } from '../../../context';
import { tenantDb } from '../../../tenant-db';
import type { Actor } from '../../../users/actor';
import { questionsOf } from '../evidence-reads';
import { recordProgress } from '../../progress/record-progress';
import { attemptView } from './attempt-view';
import { managedAttempt } from './managed-attempt';

/**
 * POST …/update-score/{userId} {score}: a manager corrects a submitted attempt's score (0 … max).
 * The time it was set marks the attempt as scored by hand, which takes it out of the to-grade inbox.
 */
export async function updateScore(ctx: TenantContext, actor: Actor, courseId: string, materialId: string, userId: string, score: number): Promise<TQuizAttemptView> {
  const { material, attempt } = await managedAttempt(ctx, actor, courseId, materialId, userId);
  if (attempt.state === 'inProgress') throw new AppError(AppErrorCode.QUIZ_NOT_SUBMITTED);
  const maxScore = attempt.maxScore ?? scoreQuiz(questionsOf(material), new Map()).maxScore;
  if (score > maxScore) throw new AppError(AppErrorCode.VALIDATION, { messageKey: 'validation.scoreInvalid', field: 'score' });
  const updated = await tenantDb(ctx).update({ collection: 'quiz-attempts', id: attempt.id, data: { score, scoredAt: new Date().toISOString() } });
  await recordProgress(ctx, material, userId, {});
  return attemptView(ctx, material, updated);
}
