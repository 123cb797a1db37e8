import type { TQuizAttemptView } from '@halaqa/shared/api-contract/course-shapes';
import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import { sql } from '@payloadcms/db-postgres';
import { idOf, type TenantContext } from '../../../context';
import { tenantDb } from '../../../tenant-db';
import type { Actor } from '../../../users/actor';
import type { StoredAttempt } from '../../reads/quiz-context';
import { answerMapOf, viewOf } from './attempt-view';
import { assertAccepting, latestView, studentQuizScope } from './student-quiz-scope';

/**
 * A quiz's lifecycle (learning-content §4, issue #6): start (here) → answer per question
 * (submit-answer) → submit (submit-quiz) → finalize by a manager (finalize-quiz); a manager may
 * also grant a retake (allow-retake) or set a score (update-score). Every write is safe to repeat
 * or race: unique indexes hold one attempt per number and one answer per question, and submitting
 * is one conditional UPDATE (close-attempt), so two parallel submits record one result.
 */

/**
 * POST …/start-quiz: the first attempt, or the next one after a granted retake; starting again
 * while an attempt is open returns it. Refused on a closed quiz and after a final attempt.
 */
export async function startQuiz(ctx: TenantContext, actor: Actor, courseId: string, materialId: string): Promise<TQuizAttemptView> {
  const { lesson, attempt: latest, answers } = await studentQuizScope(ctx, actor, courseId, materialId, { withAnswers: true });
  assertAccepting(lesson);
  if (latest?.state === 'inProgress') return viewOf(lesson, latest, answerMapOf(answers ?? []));
  if (latest && !latest.retakeAllowed) throw new AppError(AppErrorCode.QUIZ_ALREADY_TAKEN);
  const number = (latest?.attempt ?? 0) + 1;
  const startedAt = new Date().toISOString();
  // One statement: a student pressing Start twice at once gets one attempt (the unique index on
  // material, user and attempt number); the request that inserted it answers with what it
  // wrote, the other reads the row the first one made.
  const inserted = await tenantDb(ctx).executePrepared<{ id: string }>(sql`
    INSERT INTO quiz_attempts (tenant_id, course_id, material_id, user_id, attempt, state, started_at)
    VALUES (${ctx.tenant.id}, ${idOf(lesson.course)}, ${lesson.id}, ${actor.id}, ${number}, 'inProgress', ${startedAt})
    ON CONFLICT (material_id, user_id, attempt) DO NOTHING
    RETURNING id`);
  const id = inserted[0]?.id;
  if (id) {
    const opened: StoredAttempt = { id, attempt: number, state: 'inProgress', startedAt, submittedAt: null, timeSpent: null, score: null, maxScore: null, retakeAllowed: false };
    return viewOf(lesson, opened, new Map());
  }
  return latestView(ctx, lesson, courseId, materialId, actor.id);
}
