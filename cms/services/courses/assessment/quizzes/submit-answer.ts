import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import { lessonOpening } from '@halaqa/shared/lesson-opening';
import { answerFits, type QuizAnswer } from '@halaqa/shared/quiz-scoring';
import { sql } from '@payloadcms/db-postgres';
import type { Material } from '../../../../payload-types';
import type { TenantContext } from '../../../context';
import { isUuid, uuidArray } from '../../../sql-database';
import { tenantDb } from '../../../tenant-db';
import type { Actor } from '../../../users/actor';
import { isQuiz, questionsOf } from '../evidence-reads';
import { openingLessonOf, prerequisitesOf } from '../../lessons/lesson-reads';
import { keptLesson } from '../../reads/course-content-cache';
import { quizContextOf, quizStandingSql, type QuizStandingRow, type StoredAttempt } from '../../reads/quiz-context';
import { assertAccepting, quizClosed, studentScopeOf } from './student-quiz-scope';

/** A timed quiz stops taking answers once its time is up (submitting still records what was given). */
function timeIsUp(material: Pick<Material, 'quizSettings'>, attempt: Pick<StoredAttempt, 'startedAt'>, now = Date.now()): boolean {
  const minutes = material.quizSettings?.timeLimit;
  return Boolean(minutes) && now - new Date(attempt.startedAt).getTime() > minutes! * 60_000;
}

/**
 * Whether the lesson itself takes this answer: one that opens to a registered student who did
 * its prerequisites (shared/lesson-opening: not hidden), a quiz, open, with such a question, of
 * this shape. Whether this student is registered and did them is the statement's to decide.
 */
function lessonTakes(material: Material, { index, answer }: { index: number; answer: QuizAnswer }): boolean {
  const lesson = openingLessonOf(material);
  const opensToStudents = lessonOpening({ manager: false, registered: true, completed: new Set(lesson.prerequisites) }, lesson) === 'open';
  const question = questionsOf(material)[index];
  return opensToStudents && isQuiz(material) && material.quizSettings?.accepting !== false && question !== undefined && answerFits(question, answer);
}

/**
 * POST …/submit-answer {answer, index}: saves (or replaces) one answer of the open attempt, in
 * one statement (issue #13: the call students make most). The lesson is the kept one; when it
 * takes the answer, the statement reads the student's standing and saves the answer only if
 * that allows it: registered, the prerequisites completed, the latest attempt open and within
 * its time. FOR SHARE waits for a submit or finalize that holds the attempt (closeAttempt), then
 * sees it closed: no answer lands after the result. Whatever refuses the answer is then told in
 * the order of the other quiz calls, from what the statement read.
 */
export async function submitAnswer(ctx: TenantContext, actor: Actor, courseId: string, materialId: string, input: { index: number; answer: QuizAnswer }): Promise<{ index: number; saved: true }> {
  if (!isUuid(courseId) || !isUuid(materialId)) throw new AppError(AppErrorCode.NOT_FOUND);
  const kept = await keptLesson(ctx, courseId, materialId);
  const standing = quizStandingSql(ctx, courseId, materialId, actor.id);
  let statement = standing;
  if (kept && lessonTakes(kept.material, input)) {
    const minutes = kept.material.quizSettings?.timeLimit;
    const startedNoEarlier = minutes ? new Date(Date.now() - minutes * 60_000).toISOString() : null;
    statement = sql`
      WITH standing AS (${standing}),
      saved AS (
        INSERT INTO quiz_answers (tenant_id, attempt_id, "index", answer)
        SELECT ${ctx.tenant.id}, a.id, ${input.index}, ${JSON.stringify(input.answer)}::jsonb
        FROM quiz_attempts a
        WHERE a.id = (SELECT attempt_id FROM standing) AND a.tenant_id = ${ctx.tenant.id} AND a.state = 'inProgress'
          -- mirrors lessonOpening in shared/src/lesson-opening.ts for a student (the lesson's own
          -- part, not hidden, is lessonTakes'): registered with access that holds, prerequisites completed
          AND (SELECT registered AND ${uuidArray(prerequisitesOf(kept.material))} <@ completed_prerequisites FROM standing)
          AND (${startedNoEarlier}::timestamptz IS NULL OR a.started_at >= ${startedNoEarlier}::timestamptz)
        FOR SHARE
        ON CONFLICT (attempt_id, "index") DO UPDATE SET answer = EXCLUDED.answer, updated_at = now()
        RETURNING "index"
      )
      SELECT standing.*, EXISTS (SELECT 1 FROM saved) AS saved FROM standing`;
  }
  const [row] = await tenantDb(ctx).executePrepared<QuizStandingRow & { saved?: boolean }>(statement);
  if (row?.saved) return { index: input.index, saved: true };

  const { lesson, attempt } = studentScopeOf(quizContextOf(kept, row));
  assertAccepting(lesson);
  if (!attempt) throw new AppError(AppErrorCode.QUIZ_NOT_STARTED);
  if (attempt.state !== 'inProgress') throw new AppError(AppErrorCode.QUIZ_SUBMITTED);
  if (timeIsUp(lesson, attempt)) throw quizClosed();
  const question = questionsOf(lesson)[input.index];
  if (!question) throw new AppError(AppErrorCode.VALIDATION, { messageKey: 'validation.questionIndexInvalid', field: 'index' });
  if (!answerFits(question, input.answer)) throw new AppError(AppErrorCode.VALIDATION, { messageKey: 'validation.answerInvalid', field: 'answer' });
  // Everything allowed the answer when it was read, yet it was not saved: a submit closed the attempt first.
  throw new AppError(AppErrorCode.QUIZ_SUBMITTED);
}
