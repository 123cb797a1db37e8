import type { TQuizAttemptView } from '@halaqa/shared/api-contract/course-shapes';
import { attemptsLeft, passedOf } from '@halaqa/shared/quiz-attempts';
import { scoreQuiz, type QuizAnswer } from '@halaqa/shared/quiz-scoring';
import { sql } from '@payloadcms/db-postgres';
import type { Material } from '../../../../payload-types';
import type { TenantContext } from '../../../context';
import { tenantDb } from '../../../tenant-db';
import { questionsOf } from '../evidence-reads';
import { attemptOrder } from './attempt-order';
import type { StoredAnswer, StoredAttempt } from '../../reads/quiz-context';

/** An attempt's answers by question index. */
async function answersOf(ctx: TenantContext, attemptId: string): Promise<Map<number, QuizAnswer>> {
  const { rows } = await tenantDb(ctx).execute<{ index: string | number; answer: QuizAnswer }>(sql`
    SELECT "index", answer FROM quiz_answers WHERE attempt_id = ${attemptId} AND tenant_id = ${ctx.tenant.id}`);
  return new Map(rows.map((row) => [Number(row.index), row.answer]));
}

export const answerMapOf = (answers: StoredAnswer[]) => new Map(answers.map((entry) => [entry.index, entry.answer]));

/** What an attempt's view reads of its lesson: the questions, and the settings its attempt rules use. */
type ViewedLesson = Pick<Material, 'quiz' | 'quizSettings'>;

/** An attempt as its student (or a manager) sees it; which answers were right only once submitted. */
export async function attemptView(ctx: TenantContext, material: ViewedLesson, attempt: StoredAttempt): Promise<TQuizAttemptView> {
  return viewOf(material, attempt, await answersOf(ctx, attempt.id));
}

/** The same with the attempt's answers already read. */
export function viewOf(material: ViewedLesson, attempt: StoredAttempt, answers: Map<number, QuizAnswer>): TQuizAttemptView {
  const done = attempt.state !== 'inProgress';
  const questions = questionsOf(material);
  const settings = material.quizSettings;
  return {
    attempt: attempt.attempt,
    state: attempt.state,
    startedAt: attempt.startedAt,
    submittedAt: attempt.submittedAt ?? null,
    timeSpent: attempt.timeSpent ?? null,
    score: done ? (attempt.score ?? null) : null,
    maxScore: done ? (attempt.maxScore ?? null) : null,
    retakeAllowed: Boolean(attempt.retakeAllowed),
    answers: [...answers].sort(([a], [b]) => a - b).map(([index, answer]) => ({ index, answer })),
    correct: done ? scoreQuiz(questions, answers).correct : null,
    attemptsLeft: attemptsLeft(settings, attempt.attempt),
    passed: done ? passedOf(settings, attempt.score ?? null, attempt.maxScore ?? null) : null,
    order: attemptOrder(settings, attempt.id, questions.map((question) => question.options?.length ?? 0)),
  };
}
