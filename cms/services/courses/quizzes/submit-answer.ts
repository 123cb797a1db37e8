import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import { answerFits, type QuizAnswer } from '@halaqa/shared/quiz-scoring';
import { sql } from '@payloadcms/db-postgres';
import type { Material } from '../../../payload-types';
import type { TenantContext } from '../../context';
import { tenantDb } from '../../tenant-db';
import type { Actor } from '../../users/actor';
import { questionsOf } from '../evidence-reads';
import type { StoredAttempt } from '../reads/quiz-context';
import { assertAccepting, quizClosed, studentQuizScope } from './student-quiz-scope';

/** A timed quiz stops taking answers once its time is up (submitting still records what was given). */
function timeIsUp(material: Pick<Material, 'quizSettings'>, attempt: StoredAttempt, now = Date.now()): boolean {
  const minutes = material.quizSettings?.timeLimit;
  return Boolean(minutes) && now - new Date(attempt.startedAt).getTime() > minutes! * 60_000;
}

/** POST …/submit-answer {answer, index}: saves (or replaces) one answer of the open attempt. */
export async function submitAnswer(ctx: TenantContext, actor: Actor, courseId: string, materialId: string, input: { index: number; answer: QuizAnswer }): Promise<{ index: number; saved: true }> {
  const { lesson, attempt } = await studentQuizScope(ctx, actor, courseId, materialId);
  assertAccepting(lesson);
  if (!attempt) throw new AppError(AppErrorCode.QUIZ_NOT_STARTED);
  if (attempt.state !== 'inProgress') throw new AppError(AppErrorCode.QUIZ_SUBMITTED);
  if (timeIsUp(lesson, attempt)) throw quizClosed();
  const question = questionsOf(lesson)[input.index];
  if (!question) throw new AppError(AppErrorCode.VALIDATION, { messageKey: 'validation.questionIndexInvalid', field: 'index' });
  if (!answerFits(question, input.answer)) throw new AppError(AppErrorCode.VALIDATION, { messageKey: 'validation.answerInvalid', field: 'answer' });
  // One statement, whatever else arrives at the same moment: insert, or replace this question's
  // answer, only while the attempt is still open. FOR SHARE waits for a submit or finalize that
  // holds the attempt (closeAttempt), then sees it closed: no answer lands after the result.
  const saved = await tenantDb(ctx).executePrepared(sql`
    INSERT INTO quiz_answers (tenant_id, attempt_id, "index", answer)
    SELECT ${ctx.tenant.id}, attempt.id, ${input.index}, ${JSON.stringify(input.answer)}::jsonb
    FROM quiz_attempts attempt
    WHERE attempt.id = ${attempt.id} AND attempt.tenant_id = ${ctx.tenant.id} AND attempt.state = 'inProgress'
    FOR SHARE
    ON CONFLICT (attempt_id, "index") DO UPDATE SET answer = EXCLUDED.answer, updated_at = now()
    RETURNING "index"`);
  if (saved.length === 0) throw new AppError(AppErrorCode.QUIZ_SUBMITTED);
  return { index: input.index, saved: true };
}
