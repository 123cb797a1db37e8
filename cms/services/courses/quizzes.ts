import type { TQuizAttemptView } from '@halaqa/shared/api-contract/course-shapes';
import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import { answerFits, INSIGHT_TIP_THRESHOLD, questionForStudent, scoreQuiz, unansweredRequired, type QuizAnswer } from '@halaqa/shared/quiz-scoring';
import { isCourseManager } from '@halaqa/shared/course-management';
import { sql } from '@payloadcms/db-postgres';
import type { PostgresAdapter } from '@payloadcms/db-postgres';
import type { Material, QuizAttempt } from '../../payload-types';
import { idOf, type TenantContext } from '../context';
import { sqlDatabaseOf } from '../sql-database';
import { tenantDb } from '../tenant-db';
import { withTransaction } from '../transaction';
import type { Actor } from '../users/actor';
import { assertManager, findCourse } from './course-access';
import { assignmentEvidenceFrom, isQuiz, latestAttempt, questionsOf, quizPercentFrom } from './evidence-reads';
import { assertStudentMayOpen, findLessonOf } from './lesson-reads';
import { recordCompletionIn, recordProgress } from './lesson-progress';
import { peopleByIds } from './people';
import { queueProgress } from './progress-job';
import { readQuizContext, type QuizLesson, type StoredAnswer, type StoredAttempt } from './reads/quiz-context';

/**
 * A quiz's lifecycle (learning-content §4, issue #6): start → answer per question → submit →
 * finalize by a manager; a manager may also grant a retake or set a score. Every write is safe
 * to repeat or race: unique indexes hold one attempt per number and one answer per question,
 * and submitting is one conditional UPDATE, so two parallel submits record one result.
 */

/** Writes that must be one statement (race-safe upserts and conditional updates) go through SQL. */
const drizzleOf = (ctx: TenantContext) => (ctx.payload.db as unknown as PostgresAdapter).drizzle;

/** An attempt's answers by question index. */
async function answersOf(ctx: TenantContext, attemptId: string): Promise<Map<number, QuizAnswer>> {
  const { rows } = await drizzleOf(ctx).execute<{ index: string | number; answer: QuizAnswer }>(sql`
    SELECT "index", answer FROM quiz_answers WHERE attempt_id = ${attemptId} AND tenant_id = ${ctx.tenant.id}`);
  return new Map(rows.map((row) => [Number(row.index), row.answer]));
}

const answerMapOf = (answers: StoredAnswer[]) => new Map(answers.map((entry) => [entry.index, entry.answer]));

/** An attempt as its student (or a manager) sees it; which answers were right only once submitted. */
export async function attemptView(ctx: TenantContext, material: Pick<Material, 'quiz'>, attempt: StoredAttempt): Promise<TQuizAttemptView> {
  return viewOf(material, attempt, await answersOf(ctx, attempt.id));
}

function viewOf(material: Pick<Material, 'quiz'>, attempt: StoredAttempt, answers: Map<number, QuizAnswer>): TQuizAttemptView {
  const done = attempt.state !== 'inProgress';
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
    correct: done ? scoreQuiz(questionsOf(material), answers).correct : null,
  };
}

/** The questions as the caller may see them: the correct answers only for managers and after submitting. */
export function questionViews(material: Pick<Material, 'quiz'>, { manager, submitted }: { manager: boolean; submitted: boolean }) {
  return questionsOf(material).map((question) =>
    manager || submitted ? { ...questionForStudent(question), correct: question.correct, strict: Boolean(question.strict) } : questionForStudent(question),
  );
}

/**
 * The lesson and the caller's latest attempt, for a registered student's quiz call, in one SQL
 * statement. Refused in this order: no such course or lesson (404), not registered (403), a
 * hidden (404) or locked (403) lesson, a lesson without a quiz (404). A manager is refused too
 * unless registered: taking a quiz is a student's part.
 */
async function studentQuizScope(ctx: TenantContext, actor: Actor, courseId: string, materialId: string, options?: { withAnswers: boolean }) {
  const context = await readQuizContext(ctx, courseId, materialId, actor.id, options);
  const lesson = context?.lesson;
  if (!context || !lesson) throw new AppError(AppErrorCode.NOT_FOUND);
  if (!context.registered) throw new AppError(AppErrorCode.NOT_REGISTERED);
  assertStudentMayOpen(lesson, new Set(lesson.completedPrerequisites));
  if (!isQuiz(lesson)) throw new AppError(AppErrorCode.NOT_FOUND);
  return { lesson, attempt: context.attempt, answers: context.answers };
}

const quizClosed = () => new AppError(AppErrorCode.QUIZ_CLOSED);

function assertAccepting(material: Pick<Material, 'quizSettings'>): void {
  if (material.quizSettings?.accepting === false) throw quizClosed();
}

/** A timed quiz stops taking answers once its time is up (submitting still records what was given). */
function timeIsUp(material: Pick<Material, 'quizSettings'>, attempt: StoredAttempt, now = Date.now()): boolean {
  const minutes = material.quizSettings?.timeLimit;
  return Boolean(minutes) && now - new Date(attempt.startedAt).getTime() > minutes! * 60_000;
}

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

/** The student's latest attempt as it stands now: for the request that lost a race to another. */
async function latestView(ctx: TenantContext, lesson: QuizLesson, courseId: string, materialId: string, userId: string): Promise<TQuizAttemptView> {
  const now = await readQuizContext(ctx, courseId, materialId, userId, { withAnswers: true });
  return viewOf(lesson, now!.attempt!, answerMapOf(now!.answers!));
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
async function closeAttempt(
  ctx: TenantContext,
  material: QuizLesson,
  attempt: StoredAttempt,
  userId: string,
  state: 'submitted' | 'finalized',
): Promise<{ attempt: StoredAttempt; answers: Map<number, QuizAnswer> } | null> {
  return withTransaction(ctx.payload, async (req) => {
    const tx = await sqlDatabaseOf(ctx.payload, req);
    // The attempt, held, with what else the lesson's completion reads: the student's progress
    // record and assignment submission (a mixed lesson's).
    const open = await tx.execute<HeldAttempt>(sql`
      SELECT p.id AS progress_id, p.viewed, p.marked_done, p.completed, s.id AS submission_id, s.grade
      FROM quiz_attempts a
      LEFT JOIN lesson_progress p ON p.material_id = a.material_id AND p.user_id = a.user_id AND p.tenant_id = a.tenant_id
      LEFT JOIN assignment_submissions s ON s.material_id = a.material_id AND s.user_id = a.user_id AND s.tenant_id = a.tenant_id
      WHERE a.id = ${attempt.id} AND a.tenant_id = ${ctx.tenant.id} AND a.state = 'inProgress'
      FOR UPDATE OF a`);
    const held = open.rows[0];
    if (!held) return null;
    const stored = await tx.execute<{ index: number; answer: QuizAnswer }>(sql`
      SELECT "index", answer FROM quiz_answers WHERE attempt_id = ${attempt.id} AND tenant_id = ${ctx.tenant.id}`);
    const answers = new Map(stored.rows.map((row) => [Number(row.index), row.answer]));
    const questions = questionsOf(material);
    if (state === 'submitted' && unansweredRequired(questions, answers).length > 0) {
      throw new AppError(AppErrorCode.VALIDATION, { messageKey: 'validation.requiredQuestions', field: 'answers' });
    }
    const { score, maxScore } = scoreQuiz(questions, answers);
    const submittedAt = new Date();
    const timeSpent = Math.max(0, Math.round((submittedAt.getTime() - new Date(attempt.startedAt).getTime()) / 1000));
    await tx.execute(sql`
      UPDATE quiz_attempts SET state = ${state}, submitted_at = ${submittedAt.toISOString()}, time_spent = ${timeSpent},
        score = ${score}, max_score = ${maxScore}, retake_allowed = false, updated_at = now()
      WHERE id = ${attempt.id}`);
    // The result changes the lesson's completion: recorded with it, from this very result (the
    // latest now: the attempt was the latest and open until this transaction closed it). The
    // queued job recomputes it once committed, as after any result.
    const submission = held.submission_id === null ? null : { grade: held.grade === null ? null : Number(held.grade) };
    await recordCompletionIn(tx, ctx, material, userId, held.progress_id === null ? null : { completed: held.completed }, {
      viewed: Boolean(held.viewed),
      markedDone: Boolean(held.marked_done),
      quizPercent: quizPercentFrom({ score, maxScore }),
      ...assignmentEvidenceFrom(material, submission),
    });
    await queueProgress(ctx, material.id, userId, req);
    return { attempt: { ...attempt, state, submittedAt: submittedAt.toISOString(), timeSpent, score, maxScore, retakeAllowed: false }, answers };
  });
}

/**
 * A manager's action on one student's latest attempt: the lesson must be a quiz of a course they
 * manage. One SQL statement: no such course (404), not a manager (403), no such quiz (404), no attempt (404).
 */
async function managedAttempt(ctx: TenantContext, actor: Actor, courseId: string, materialId: string, userId: string) {
  const context = await readQuizContext(ctx, courseId, materialId, userId);
  if (!context) throw new AppError(AppErrorCode.NOT_FOUND);
  if (!isCourseManager(actor, context.managed)) throw new AppError(AppErrorCode.FORBIDDEN);
  if (!context.lesson || !isQuiz(context.lesson)) throw new AppError(AppErrorCode.NOT_FOUND);
  if (!context.attempt) throw new AppError(AppErrorCode.NOT_FOUND);
  return { material: context.lesson, attempt: context.attempt };
}

/** POST …/update-score/{userId} {score}: a manager corrects a submitted attempt's score (0 … max). */
export async function updateScore(ctx: TenantContext, actor: Actor, courseId: string, materialId: string, userId: string, score: number): Promise<TQuizAttemptView> {
  const { material, attempt } = await managedAttempt(ctx, actor, courseId, materialId, userId);
  if (attempt.state === 'inProgress') throw new AppError(AppErrorCode.QUIZ_NOT_SUBMITTED);
  const maxScore = attempt.maxScore ?? scoreQuiz(questionsOf(material), new Map()).maxScore;
  if (score > maxScore) throw new AppError(AppErrorCode.VALIDATION, { messageKey: 'validation.scoreInvalid', field: 'score' });
  const updated = await ctx.payload.update({ collection: 'quiz-attempts', id: attempt.id, data: { score }, depth: 0, overrideAccess: true });
  await recordProgress(ctx, material, userId, {});
  return attemptView(ctx, material, updated);
}

/** POST …/allow-retake/{userId}: the student may start a new attempt (submitted, not yet final). */
export async function allowRetake(ctx: TenantContext, actor: Actor, courseId: string, materialId: string, userId: string): Promise<TQuizAttemptView> {
  const { material, attempt } = await managedAttempt(ctx, actor, courseId, materialId, userId);
  if (attempt.state === 'inProgress') throw new AppError(AppErrorCode.QUIZ_NOT_SUBMITTED);
  if (attempt.state === 'finalized') throw new AppError(AppErrorCode.QUIZ_FINALIZED);
  const updated = await ctx.payload.update({ collection: 'quiz-attempts', id: attempt.id, data: { retakeAllowed: true }, depth: 0, overrideAccess: true });
  return attemptView(ctx, material, updated);
}

/**
 * POST …/finalize-quiz/{userId}: the result is final; no retake is possible any more. An attempt
 * still in progress (a retake, say) is closed with the answers given so far and scored, as
 * Moodle's "close attempt" does: required questions left blank simply score nothing.
 */
export async function finalizeQuiz(ctx: TenantContext, actor: Actor, courseId: string, materialId: string, userId: string): Promise<TQuizAttemptView> {
  const { material, attempt } = await managedAttempt(ctx, actor, courseId, materialId, userId);
  // Closing an open attempt records the lesson's completion with the result (closeAttempt).
  if (attempt.state !== 'inProgress' || !(await closeAttempt(ctx, material, attempt, userId, 'finalized'))) {
    await ctx.payload.update({ collection: 'quiz-attempts', id: attempt.id, data: { state: 'finalized', retakeAllowed: false }, depth: 0, overrideAccess: true });
  }
  return attemptView(ctx, material, (await latestAttempt(ctx, material.id, userId))!);
}

/**
 * GET …/materials/{m}/quiz-results (managers; not in the spec's table, our design): the questions
 * with their answers, each student's latest attempt with their answers, and per question the
 * share answered correctly among submitted attempts, flagged for a teaching tip below 60 %.
 */
export async function quizResults(ctx: TenantContext, actor: Actor, courseId: string, materialId: string) {
  const course = await findCourse(ctx, courseId);
  assertManager(actor, course);
  const material = await findLessonOf(ctx, course, materialId);
  if (!isQuiz(material)) throw new AppError(AppErrorCode.NOT_FOUND);
  const { docs } = await ctx.payload.find({
    collection: 'quiz-attempts',
    where: { and: [{ tenant: { equals: ctx.tenant.id } }, { material: { equals: material.id } }] },
    sort: '-attempt',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  });
  const latestByUser = new Map<string, QuizAttempt>();
  for (const attempt of docs) if (!latestByUser.has(idOf(attempt.user)!)) latestByUser.set(idOf(attempt.user)!, attempt);
  const personOf = await peopleByIds(ctx, latestByUser.keys());
  const students = await Promise.all([...latestByUser].map(async ([userId, attempt]) => ({ user: personOf(userId), attempt: await attemptView(ctx, material, attempt) })));
  const questions = questionsOf(material);
  const submitted = students.filter(({ attempt }) => attempt.correct !== null);
  const analytics = questions.map((_, index) => {
    const right = submitted.filter(({ attempt }) => attempt.correct![index]).length;
    const rate = submitted.length === 0 ? null : right / submitted.length;
    return { index, correctRate: rate, tip: rate !== null && rate < INSIGHT_TIP_THRESHOLD };
  });
  return { questions: questionViews(material, { manager: true, submitted: true }), students, analytics };
}
