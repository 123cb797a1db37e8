import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import { scoreQuiz, unansweredRequired, type QuizAnswer } from '@halaqa/shared/quiz-scoring';
import { sql } from '@payloadcms/db-postgres';
import { awaitsManualScore } from '@halaqa/shared/manual-score';
import { idOf, type TenantContext } from '../../../context';
import { notifyManagers } from '../../../notifications/notify-managers';
import { tenantDb } from '../../../tenant-db';
import { transaction } from '../../../unit-of-work';
import { assignmentEvidenceFrom, questionsOf, quizPercentFrom } from '../evidence-reads';
import { completionWrite } from '../../progress/record-progress';
import { queueProgress } from '../../progress/progress-job';
import type { QuizLesson, StoredAttempt } from '../../reads/quiz-context';

/** An open attempt's row, held by closeAttempt, with the student's progress record and submission. */
interface HeldAttempt extends Record<string, unknown> {
  progress_id: string | null;
  viewed: boolean | null;
  marked_done: boolean | null;
  completed: boolean | null;
  submission_id: string | null;
  grade: string | number | null;
}

/**
 * Scores an open attempt with the answers it has and closes it as `state`, in one transaction
 * holding the attempt's row: an answer arriving meanwhile waits and then finds the attempt
 * closed (submitAnswer), so the result always covers exactly the answers stored. A student's
 * submit needs every required question answered; a manager's finalize closes it as it is.
 * Returns the closed attempt with the answers it was scored on, or null when it was no longer
 * open (another request closed it first).
 */
export async function closeAttempt(
  ctx: TenantContext,
  material: QuizLesson,
  attempt: StoredAttempt,
  userId: string,
  state: 'submitted' | 'finalized',
): Promise<{ attempt: StoredAttempt; answers: Map<number, QuizAnswer> } | null> {
  return transaction(ctx, async (tx) => {
    const db = tenantDb(tx);
    // The attempt, held, with what else the lesson's completion reads: the student's progress
    // record and assignment submission (a mixed lesson's).
    const open = await db.execute<HeldAttempt>(sql`
      SELECT p.id AS progress_id, p.viewed, p.marked_done, p.completed, s.id AS submission_id, s.grade
      FROM quiz_attempts a
      LEFT JOIN lesson_progress p ON p.material_id = a.material_id AND p.user_id = a.user_id AND p.tenant_id = a.tenant_id
      LEFT JOIN assignment_submissions s ON s.material_id = a.material_id AND s.user_id = a.user_id AND s.tenant_id = a.tenant_id
      WHERE a.id = ${attempt.id} AND a.tenant_id = ${ctx.tenant.id} AND a.state = 'inProgress'
      FOR UPDATE OF a`);
    const held = open.rows[0];
    if (!held) return null;
    const stored = await db.execute<{ index: number; answer: QuizAnswer }>(sql`
      SELECT "index", answer FROM quiz_answers WHERE attempt_id = ${attempt.id} AND tenant_id = ${ctx.tenant.id}`);
    const answers = new Map(stored.rows.map((row) => [Number(row.index), row.answer]));
    const questions = questionsOf(material);
    if (state === 'submitted' && unansweredRequired(questions, answers).length > 0) {
      throw new AppError(AppErrorCode.VALIDATION, { messageKey: 'validation.requiredQuestions', field: 'answers' });
    }
    const { score, maxScore } = scoreQuiz(questions, answers);
    const submittedAt = new Date();
    const timeSpent = Math.max(0, Math.round((submittedAt.getTime() - new Date(attempt.startedAt).getTime()) / 1000));
    const close = sql`
      UPDATE quiz_attempts SET state = ${state}, submitted_at = ${submittedAt.toISOString()}, time_spent = ${timeSpent},
        score = ${score}, max_score = ${maxScore}, retake_allowed = false, updated_at = now()
      WHERE id = ${attempt.id} AND tenant_id = ${ctx.tenant.id}`;
    // The result changes the lesson's completion: recorded with it, from this very result (the
    // latest now: the attempt was the latest and open until this transaction closed it), in the
    // same statement (a data-modifying WITH always runs). The queued job recomputes it once
    // committed, as after any result.
    const submission = held.submission_id === null ? null : { grade: held.grade === null ? null : Number(held.grade) };
    const completion = completionWrite(ctx, material, userId, held.progress_id === null ? null : { completed: held.completed }, {
      viewed: Boolean(held.viewed),
      markedDone: Boolean(held.marked_done),
      quizPercent: quizPercentFrom({ score, maxScore }),
      ...assignmentEvidenceFrom(material, submission),
    });
    await db.execute(completion ? sql`WITH closed AS (${close}) ${completion}` : close);
    await queueProgress(tx, idOf(material.course)!, userId);
    // Handed in with a written answer the scoring did not accept: the course's managers are told
    // it waits for them (issue #14), as the to-grade inbox lists it.
    if (state === 'submitted' && awaitsManualScore(questions, answers)) {
      await notifyManagers(tx, { kind: 'submission', courseId: idOf(material.course)!, actorId: userId, eventKey: attempt.id, lesson: material.name });
    }
    return { attempt: { ...attempt, state, submittedAt: submittedAt.toISOString(), timeSpent, score, maxScore, retakeAllowed: false }, answers };
  });
}
