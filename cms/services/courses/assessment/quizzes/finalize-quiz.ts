import type { TQuizAttemptView } from '@halaqa/shared/api-contract/course-shapes';
import type { TenantContext } from '../../../context';
import { tenantDb } from '../../../tenant-db';
import type { Actor } from '../../../users/actor';
import { latestAttempt } from '../evidence-reads';
import { attemptView } from './attempt-view';
import { closeAttempt } from './close-attempt';
import { managedAttempt } from './managed-attempt';

/**
 * POST …/finalize-quiz/{userId}: the result is final; no retake is possible any more. An attempt
 * still in progress (a retake, say) is closed with the answers given so far and scored, as
 * Moodle's "close attempt" does: required questions left blank simply score nothing.
 */
export async function finalizeQuiz(ctx: TenantContext, actor: Actor, courseId: string, materialId: string, userId: string): Promise<TQuizAttemptView> {
  const { material, attempt } = await managedAttempt(ctx, actor, courseId, materialId, userId);
  // Closing an open attempt records the lesson's completion with the result (closeAttempt).
  if (attempt.state !== 'inProgress' || !(await closeAttempt(ctx, material, attempt, userId, 'finalized'))) {
    await tenantDb(ctx).update({ collection: 'quiz-attempts', id: attempt.id, data: { state: 'finalized', retakeAllowed: false } });
  }
  return attemptView(ctx, material, (await latestAttempt(ctx, material.id, userId))!);
}
