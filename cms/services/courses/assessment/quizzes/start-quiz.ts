import type { TQuizAttemptView } from '@halaqa/shared/api-contract/course-shapes';
import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import { attemptsAllowedOf, mayStartAnother, UNLIMITED_ATTEMPTS } from '@halaqa/shared/quiz-attempts';
import { sql } from '@payloadcms/db-postgres';
import { idOf, type TenantContext } from '../../../context';
import { tenantDb } from '../../../tenant-db';
import type { Actor } from '../../../users/actor';
import { readQuizContext, type QuizLesson, type StoredAttempt } from '../../reads/quiz-context';
import { answerMapOf, viewOf } from './attempt-view';
import { assertAccepting, studentQuizScope } from './student-quiz-scope';

/**
 * A quiz's lifecycle (learning-content §4, issue #6): start (here) → answer per question
 * (submit-answer) → submit (submit-quiz) → the next attempt while the quiz allows one, or finalize
 * by a manager (finalize-quiz); a manager may also grant a retake (allow-retake) or set a score
 * (update-score). Every write is safe to repeat
 * or race: unique indexes hold one attempt per number and one answer per question, and submitting
 * is one conditional UPDATE (close-attempt), so two parallel submits record one result.
 */

/**
 * POST …/start-quiz: the first attempt, or the next one when the student may take it (a retake
 * the teacher granted, or attempts left of those the quiz allows, issue #44, item 7); starting
 * again while an attempt is open returns it. Refused on a closed quiz and after a final attempt.
 */
export async function startQuiz(ctx: TenantContext, actor: Actor, courseId: string, materialId: string): Promise<TQuizAttemptView> {
  const { lesson, attempt: latest, answers } = await studentQuizScope(ctx, actor, courseId, materialId, { withAnswers: true });
  assertAccepting(lesson);
  if (latest?.state === 'inProgress') return viewOf(lesson, latest, answerMapOf(answers ?? []));
  if (latest && !mayStartAnother(lesson.quizSettings, latest)) throw alreadyTaken(lesson);
  const number = (latest?.attempt ?? 0) + 1;
  const startedAt = new Date().toISOString();
  const id = await insertAttempt(ctx, lesson, actor.id, number, startedAt);
  if (id) {
    const opened: StoredAttempt = { id, attempt: number, state: 'inProgress', startedAt, submittedAt: null, timeSpent: null, score: null, maxScore: null, retakeAllowed: false };
    return viewOf(lesson, opened, new Map());
  }
  // Another request opened this attempt first (then it is open: answer with it), or the
  // standing changed meanwhile (finalized, the allowance used up): refused as above.
  const now = await readQuizContext(ctx, courseId, materialId, actor.id, { withAnswers: true });
  if (now?.attempt?.state !== 'inProgress') throw alreadyTaken(lesson);
  return viewOf(lesson, now.attempt, answerMapOf(now.answers ?? []));
}

/** "Already taken": with the count of attempts used when the quiz allows several. */
function alreadyTaken(lesson: QuizLesson): AppError {
  return attemptsAllowedOf(lesson.quizSettings) > 1 ? new AppError(AppErrorCode.QUIZ_ALREADY_TAKEN, { messageKey: 'errors.quizAttemptsUsed' }) : new AppError(AppErrorCode.QUIZ_ALREADY_TAKEN);
}

/**
 * Opens attempt `number`, in one statement that decides in the database whether it may: the
 * first attempt when there is none, else only right after a submitted (not final) attempt that
 * the teacher granted a retake of, or while the student's attempts counted in the table are
 * fewer than the quiz allows. Parallel starts compute the same number and the unique index on
 * (material, user, attempt) lets one of them in: so no race can exceed the allowance. Returns
 * the new attempt's id, or null when it was not opened.
 */
async function insertAttempt(ctx: TenantContext, lesson: QuizLesson, userId: string, number: number, startedAt: string): Promise<string | null> {
  const allowed = attemptsAllowedOf(lesson.quizSettings);
  const inserted = await tenantDb(ctx).executePrepared<{ id: string }>(sql`
    INSERT INTO quiz_attempts (tenant_id, course_id, material_id, user_id, attempt, state, started_at)
    SELECT ${ctx.tenant.id}, ${idOf(lesson.course)}, ${lesson.id}, ${userId}, ${number}::int, 'inProgress', ${startedAt}
    WHERE CASE WHEN ${number}::int = 1
      THEN NOT EXISTS (SELECT 1 FROM quiz_attempts t WHERE t.material_id = ${lesson.id} AND t.user_id = ${userId} AND t.tenant_id = ${ctx.tenant.id})
      ELSE EXISTS (
        SELECT 1 FROM quiz_attempts p
        WHERE p.material_id = ${lesson.id} AND p.user_id = ${userId} AND p.tenant_id = ${ctx.tenant.id}
          AND p.attempt = ${number - 1}::int AND p.state = 'submitted'
          AND (p.retake_allowed OR ${allowed}::int = ${UNLIMITED_ATTEMPTS}::int OR (
            SELECT count(*) FROM quiz_attempts c WHERE c.material_id = ${lesson.id} AND c.user_id = ${userId} AND c.tenant_id = ${ctx.tenant.id}
          ) < ${allowed}::int)
      ) END
    ON CONFLICT (material_id, user_id, attempt) DO NOTHING
    RETURNING id`);
  return inserted[0]?.id ?? null;
}
