import type { TQuizAttemptView } from '@halaqa/shared/api-contract/course-shapes';
import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import type { TenantContext } from '../../../context';
import { tenantDb } from '../../../tenant-db';
import type { Actor } from '../../../users/actor';
import { attemptView } from './attempt-view';
import { managedAttempt } from './managed-attempt';

/** POST …/allow-retake/{userId}: the student may start a new attempt (submitted, not yet final). */
export async function allowRetake(ctx: TenantContext, actor: Actor, courseId: string, materialId: string, userId: string): Promise<TQuizAttemptView> {
  const { material, attempt } = await managedAttempt(ctx, actor, courseId, materialId, userId);
  if (attempt.state === 'inProgress') throw new AppError(AppErrorCode.QUIZ_NOT_SUBMITTED);
  if (attempt.state === 'finalized') throw new AppError(AppErrorCode.QUIZ_FINALIZED);
  const updated = await tenantDb(ctx).update({ collection: 'quiz-attempts', id: attempt.id, data: { retakeAllowed: true } });
  return attemptView(ctx, material, updated);
}
