import { AsyncLocalStorage } from 'node:async_hooks';
import type { PostgresAdapter } from '@payloadcms/db-postgres';
import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createFreshDatabase } from '@halaqa/infra/testing/fresh-database';
import '@halaqa/infra/testing/provided';
import type { Material, Tenant, User } from '../../../payload-types';
import type { TenantContext } from '../../context';
import { stopJobQueue } from '../../jobs/job-queue';
import { findLessonOf, prerequisitesOf } from '../lessons/lesson-reads';
import { latestAttempt } from '../assessment/evidence-reads';
import { attemptView } from '../assessment/quizzes/attempt-view';
import { startQuiz } from '../assessment/quizzes/start-quiz';
import { submitAnswer } from '../assessment/quizzes/submit-answer';
import { submitQuiz } from '../assessment/quizzes/submit-quiz';
import { keptLesson } from './course-content-cache';
import { readQuizContext } from './quiz-context';

/**
 * The quiz calls' one read (issue #13), with the kept lesson: what it gives is what Payload's reads gave; it returns
 * nothing of another site, whatever ids it is given and whatever rows of another site point at
 * this one's; and the quiz calls make few statements.
 */
let payload: Payload;
let siteA: TenantContext;
let siteB: TenantContext;
let ownerA: User;
let ownerB: User;
let student: User;
let courseA: string;
let otherCourseA: string;
let courseB: string;
let quizA: string;
let firstLessonA: string;
let lessonOfOtherCourseA: string;
let quizB: string;

const QUESTIONS = [
  { type: 'single', text: 'Which letter is first?', required: true, options: ['Alif', 'Ba'], correct: [0] },
  { type: 'multiple', text: 'Which are sun letters?', options: ['Ta', 'Ba', 'Sin'], correct: [0, 2], score: 2 },
  { type: 'text', text: 'Say the greeting', correct: ['salam'] },
];

const pool = () => (payload.db as unknown as PostgresAdapter).pool;

async function site(domain: string, email: string): Promise<{ ctx: TenantContext; owner: User }> {
  const { createTenant } = await import('../../tenants/create-tenant');
  const { tenant, owner } = await createTenant(payload, { domain, name: domain, ownerEmail: email, ownerPassword: 'secret1', plan: 'enterprise' });
  return { ctx: { payload, tenant: tenant as Tenant }, owner: owner as User };
}

async function create<T>(collection: 'courses' | 'materials' | 'registrations' | 'users' | 'lesson-progress', data: Record<string, unknown>): Promise<T> {
  return (await payload.create({ collection, data: data as never, depth: 0, overrideAccess: true })) as T;
}

async function newStudent(ctx: TenantContext, email: string, courseId: string): Promise<User> {
  const user = await create<User>('users', { tenant: ctx.tenant.id, email, name: email, verified: true, role: { role: 'user', rights: [] } });
  await create('registrations', { tenant: ctx.tenant.id, course: courseId, user: user.id });
  return user;
}

/**
 * The statements a call sends on Payload's connections, inside transactions too: every statement
 * goes through a pool client's query, whether pool.query checked the client out or a transaction
 * holds it. Only the call's own count: a statement is the call's when it is sent from the call's
 * asynchronous context, so a timer or listener of this process that queries meanwhile (seen under
 * the full suite's load) is not counted against it.
 */
async function statementsOf(work: () => Promise<unknown>): Promise<number> {
  const payloadPool = pool() as unknown as { Client: { prototype: { query: (...args: unknown[]) => unknown } }; _clients: unknown[] };
  const original = payloadPool.Client.prototype.query;
  const call = new AsyncLocalStorage<true>();
  let count = 0;
  const query = vi.spyOn(payloadPool.Client.prototype, 'query').mockImplementation(function (this: unknown, ...args: unknown[]) {
    // pg-boss keeps its own pool of the same pg Client class: only Payload's connections count.
    if (call.getStore() && payloadPool._clients.includes(this)) count += 1;
    return original.apply(this, args);
  });
  try {
    await call.run(true, work);
    return count;
  } finally {
    query.mockRestore();
  }
}

beforeAll(async () => {
  process.env.DATABASE_URL = await createFreshDatabase();
  process.env.DISABLE_PAYLOAD_HMR = 'true';
  const { payloadClient } = await import('../../../payload-client');
  payload = await payloadClient();
  const a = await site('quiz-a.localhost', 'owner@quiz-a.test');
  const b = await site('quiz-b.localhost', 'owner@quiz-b.test');
  [siteA, siteB, ownerA, ownerB] = [a.ctx, b.ctx, a.owner, b.owner];
  courseA = (await create<{ id: string }>('courses', { tenant: siteA.tenant.id, courseId: 'quiz', name: 'Arabic letters', trainer: ownerA.id })).id;
  otherCourseA = (await create<{ id: string }>('courses', { tenant: siteA.tenant.id, courseId: 'other', name: 'Arabic poetry', trainer: ownerA.id })).id;
  courseB = (await create<{ id: string }>('courses', { tenant: siteB.tenant.id, courseId: 'quiz', name: 'Arabic letters', trainer: ownerB.id })).id;
  const lesson = (ctx: TenantContext, course: string, fields: Record<string, unknown>) => create<Material>('materials', { tenant: ctx.tenant.id, course, ...fields });
  firstLessonA = (await lesson(siteA, courseA, { name: 'Sun letters', type: 'article' })).id;
  quizA = (
    await lesson(siteA, courseA, {
      name: 'Letters quiz',
      type: 'quiz',
      quiz: QUESTIONS,
      quizSettings: { timeLimit: 30, accepting: true },
      prerequisites: [firstLessonA],
      completion: { logic: 'all', rules: [{ type: 'quizTaken' }, { type: 'quizScore', minScore: 75 }] },
    })
  ).id;
  lessonOfOtherCourseA = (await lesson(siteA, otherCourseA, { name: 'Poetry quiz', type: 'quiz', quiz: QUESTIONS })).id;
  quizB = (await lesson(siteB, courseB, { name: 'Letters quiz', type: 'quiz', quiz: QUESTIONS })).id;
  student = await newStudent(siteA, 'student@quiz-a.test', courseA);
  await create('lesson-progress', { tenant: siteA.tenant.id, course: courseA, material: firstLessonA, user: student.id, viewed: true, completed: true });
  await startQuiz(siteA, student, courseA, quizA);
  await submitAnswer(siteA, student, courseA, quizA, { index: 1, answer: [2, 0] });
});

afterAll(async () => {
  // submitQuiz sends a job, which opened the queue in this process.
  await stopJobQueue();
});

describe('readQuizContext', () => {
  it("gives the course's managers, the registration, the lesson and the latest attempt as Payload reads them", async () => {
    const context = await readQuizContext(siteA, courseA, quizA, student.id, { withAnswers: true });
    expect(context?.managed).toEqual({ id: courseA, publicId: 'quiz', trainerId: ownerA.id, adminIds: [] });
    expect(context?.registered).toBe(true);
    const stored = await findLessonOf(siteA, { id: courseA } as never, quizA);
    expect(context?.lesson).toEqual({
      id: stored.id,
      name: stored.name,
      course: stored.course,
      type: stored.type,
      visible: stored.visible,
      quiz: stored.quiz,
      quizSettings: stored.quizSettings,
      assignmentSettings: { maxGrade: stored.assignmentSettings?.maxGrade },
      completion: { logic: stored.completion?.logic, rules: stored.completion?.rules?.map(({ type, minScore }) => ({ type, minScore })) },
      prerequisites: prerequisitesOf(stored),
      completedPrerequisites: [firstLessonA],
    });
    const attempt = (await latestAttempt(siteA, quizA, student.id))!;
    const { id, startedAt, submittedAt, timeSpent, score, maxScore, retakeAllowed, state } = attempt;
    expect(context?.attempt).toEqual({ id, attempt: attempt.attempt, state, startedAt, submittedAt, timeSpent, score, maxScore, retakeAllowed });
    expect(context?.answers).toEqual([{ index: 1, answer: [2, 0] }]);
    expect((await readQuizContext(siteA, courseA, quizA, student.id))?.answers).toBeNull();
  });

  it('returns nothing of another site, whatever ids it is given', async () => {
    expect(await readQuizContext(siteA, courseB, quizB, student.id)).toBeNull();
    expect(await readQuizContext(siteB, courseA, quizA, student.id)).toBeNull();
    // Another site's lesson, or one of another course, under this site's course: no lesson, so no attempt.
    for (const lesson of [quizB, lessonOfOtherCourseA]) {
      const context = await readQuizContext(siteA, courseA, lesson, student.id);
      expect(context).toMatchObject({ lesson: null, attempt: null, answers: null });
    }
    // Another site's people are nobody here.
    expect(await readQuizContext(siteA, courseA, quizA, ownerB.id)).toMatchObject({ registered: false, attempt: null });
  });

  it("ignores another site's rows that point at this site's course, lesson and attempt", async () => {
    const outsider = await newStudent(siteB, 'outsider@quiz-b.test', courseB);
    const own = (await readQuizContext(siteA, courseA, quizA, student.id))!.attempt!;
    // Rows of site B naming site A's course, lesson, student and attempt (written behind Payload's back).
    const sql = pool();
    await sql.query(`INSERT INTO registrations (tenant_id, course_id, user_id) VALUES ($1, $2, $3)`, [siteB.tenant.id, courseA, outsider.id]);
    await sql.query(`INSERT INTO lesson_progress (tenant_id, course_id, material_id, user_id, completed) VALUES ($1, $2, $3, $4, true)`, [siteB.tenant.id, courseA, firstLessonA, outsider.id]);
    await sql.query(`INSERT INTO quiz_attempts (tenant_id, course_id, material_id, user_id, attempt, state, started_at) VALUES ($1, $2, $3, $4, 9, 'submitted', now())`, [
      siteB.tenant.id,
      courseA,
      quizA,
      student.id,
    ]);
    await sql.query(`INSERT INTO quiz_answers (tenant_id, attempt_id, "index", answer) VALUES ($1, $2, 2, '"salam"')`, [siteB.tenant.id, own.id]);

    const context = await readQuizContext(siteA, courseA, quizA, student.id, { withAnswers: true });
    expect(context?.attempt).toMatchObject({ id: own.id, attempt: 1 });
    expect(context?.answers).toEqual([{ index: 1, answer: [2, 0] }]);
    expect(await readQuizContext(siteA, courseA, quizA, outsider.id)).toMatchObject({ registered: false, lesson: { completedPrerequisites: [] }, attempt: null });
  });

  it('answers null for ids that are no uuid, instead of a database error', async () => {
    expect(await readQuizContext(siteA, 'not-a-uuid', quizA, student.id)).toBeNull();
    expect(await readQuizContext(siteA, courseA, `${quizA}x`, student.id)).toBeNull();
    expect(await readQuizContext(siteA, courseA, quizA, "1' OR '1'='1")).toBeNull();
  });
});

describe('the quiz calls', () => {
  it('make two statements to start, one to answer and to start again, seven to submit', async () => {
    const fresh = await newStudent(siteA, 'counted@quiz-a.test', courseA);
    await create('lesson-progress', { tenant: siteA.tenant.id, course: courseA, material: firstLessonA, user: fresh.id, viewed: true, completed: true });
    // The lesson is read once for everyone (kept until the site's content changes, as the new
    // registration just did): counted here is what each student's call costs, as in a class.
    // Read until kept: a read made before the process hears the announcements (its listening
    // connection still starting, under load) or overlapping one is not kept.
    await expect.poll(() => statementsOf(() => keptLesson(siteA, courseA, quizA))).toBe(0);
    const counts = {
      start: await statementsOf(() => startQuiz(siteA, fresh, courseA, quizA)),
      startAgain: await statementsOf(() => startQuiz(siteA, fresh, courseA, quizA)),
      answer: await statementsOf(() => submitAnswer(siteA, fresh, courseA, quizA, { index: 0, answer: 0 })),
      // The read; BEGIN, the attempt held, its answers, the result with the completion (one
      // statement, close-attempt.ts), the progress job, COMMIT.
      submit: await statementsOf(() => submitQuiz(siteA, fresh, courseA, quizA)),
      // The read, and the answers of the result it repeats.
      submitAgain: await statementsOf(() => submitQuiz(siteA, fresh, courseA, quizA)),
    };
    expect(counts).toEqual({ start: 2, startAgain: 1, answer: 1, submit: 7, submitAgain: 2 });
  });

  it("answer to the byte what the stored attempt shows through Payload's reads", async () => {
    const taker = await newStudent(siteA, 'bytes@quiz-a.test', courseA);
    await create('lesson-progress', { tenant: siteA.tenant.id, course: courseA, material: firstLessonA, user: taker.id, viewed: true, completed: true });
    const lesson = await findLessonOf(siteA, { id: courseA } as never, quizA);
    const stored = async () => JSON.stringify(await attemptView(siteA, lesson, (await latestAttempt(siteA, quizA, taker.id))!));
    expect(JSON.stringify(await startQuiz(siteA, taker, courseA, quizA))).toBe(await stored());
    await submitAnswer(siteA, taker, courseA, quizA, { index: 2, answer: ' Salam ' });
    await submitAnswer(siteA, taker, courseA, quizA, { index: 0, answer: 1 });
    expect(JSON.stringify(await startQuiz(siteA, taker, courseA, quizA))).toBe(await stored());
    expect(JSON.stringify(await submitQuiz(siteA, taker, courseA, quizA))).toBe(await stored());
    expect(JSON.stringify(await submitQuiz(siteA, taker, courseA, quizA))).toBe(await stored());
  });

  it('record the completion with the result, as recordProgress works it out from what is stored', async () => {
    const { recordProgress } = await import('../progress/record-progress');
    const lesson = await findLessonOf(siteA, { id: courseA } as never, quizA);
    const progressOf = async (userId: string) => {
      const { docs } = await payload.find({ collection: 'lesson-progress', where: { material: { equals: quizA }, user: { equals: userId } }, depth: 0, pagination: false, overrideAccess: true });
      return docs.map(({ viewed, markedDone, completed, completedAt }) => ({ viewed, markedDone, completed, completed_at: Boolean(completedAt) }));
    };
    // 3 of 4 points meets the lesson's 75 %; 1 of 4 does not. Neither student had opened the quiz lesson.
    for (const [email, answers, completed] of [
      ['passes@quiz-a.test', [0, [0, 2]], true],
      ['fails@quiz-a.test', [0], false],
    ] as const) {
      const taker = await newStudent(siteA, email, courseA);
      await create('lesson-progress', { tenant: siteA.tenant.id, course: courseA, material: firstLessonA, user: taker.id, viewed: true, completed: true });
      await startQuiz(siteA, taker, courseA, quizA);
      for (const [index, answer] of answers.entries()) await submitAnswer(siteA, taker, courseA, quizA, { index, answer: answer as never });
      await submitQuiz(siteA, taker, courseA, quizA);
      const recorded = await progressOf(taker.id);
      expect(recorded).toEqual([{ viewed: false, markedDone: false, completed, completed_at: completed }]);
      await recordProgress(siteA, lesson, taker.id, {});
      expect(await progressOf(taker.id)).toEqual(recorded);
    }
  });
});
