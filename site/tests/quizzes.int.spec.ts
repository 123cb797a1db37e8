import { beforeAll, describe, expect, it } from 'vitest';
import { newSignedInStudent, signedInClient } from '@halaqa/infra/testing/accounts';
import { SiteClient } from '@halaqa/infra/testing/site-client';
import { sql } from '@halaqa/infra/testing/sql';
import { ACME, OTHER, useTwoSites } from '@halaqa/infra/testing/two-sites';

/** Issue #6: a quiz's whole lifecycle through the API, with every refusal. */
const sites = useTwoSites();
let owner: SiteClient;
let otherOwner: SiteClient;

type Attempt = { attempt: number; state: string; score: number | null; maxScore: number | null; correct: boolean[] | null; retakeAllowed: boolean; answers: { index: number }[] };
type Lesson = { id: string; quiz: { correct?: unknown }[]; quizAttempt: Attempt | null; finishedmaterial: boolean };

const QUESTIONS = [
  { type: 'single', text: 'Which letter is first?', required: true, options: ['Alif', 'Ba'], correct: [0] },
  { type: 'multiple', text: 'Which are sun letters?', options: ['Ta', 'Ba', 'Sin'], correct: [0, 2], score: 2 },
  { type: 'text', text: 'Say the greeting', correct: ['As-salamu alaykum'] },
];

let counter = 0;
/** A course with a quiz lesson (and `fields` on it), a registered student, and the quiz's base path. */
async function quizCourse(fields: Record<string, unknown> = {}) {
  counter += 1;
  const course = await owner.json<{ id: string }>('POST', '/api/courses', { name: `Quiz course ${counter}-${Date.now()}` });
  const lesson = await owner.json<Lesson>('POST', `/api/courses/${course.body.id}/materials`, { name: 'Letters quiz', type: 'quiz', quiz: QUESTIONS, ...fields });
  expect(lesson.status, JSON.stringify(lesson.body)).toBe(200);
  const student = await newSignedInStudent(sites.acme);
  await student.client.json('POST', `/api/courses/${course.body.id}/register/`);
  const base = `/api/courses/${course.body.id}/materials/${lesson.body.id}`;
  return { courseId: course.body.id, lessonId: lesson.body.id, student, base };
}

beforeAll(async () => {
  owner = await signedInClient(sites.acme, ACME.ownerEmail, ACME.ownerPassword);
  otherOwner = await signedInClient(sites.other, OTHER.ownerEmail, OTHER.ownerPassword);
});

describe('taking a quiz', () => {
  it('starts, saves answers, refuses submitting with a required question open, and scores', async () => {
    const { student, base } = await quizCourse();
    const before = await student.client.json<Lesson>('GET', base);
    expect(before.body.quiz.every((question) => question.correct === undefined)).toBe(true);
    expect(JSON.stringify(before.body.quiz)).not.toContain('As-salamu');

    expect((await student.client.json<Attempt>('POST', `${base}/start-quiz`)).body).toMatchObject({ attempt: 1, state: 'inProgress', score: null });
    expect(await student.client.json('POST', `${base}/submit-answer`, { index: 1, answer: [2, 0] })).toEqual({ status: 200, body: { index: 1, saved: true } });
    expect(await student.client.json('POST', `${base}/submit-quiz`)).toEqual({
      status: 400,
      body: { error: 'Please answer all required questions before submitting.', field: 'answers' },
    });
    await student.client.json('POST', `${base}/submit-answer`, { index: 0, answer: 1 });
    await student.client.json('POST', `${base}/submit-answer`, { index: 0, answer: 0 });
    await student.client.json('POST', `${base}/submit-answer`, { index: 2, answer: '  as-salamu ALAYKUM ' });
    const submitted = await student.client.json<Attempt>('POST', `${base}/submit-quiz`);
    expect(submitted.body).toMatchObject({ state: 'submitted', score: 4, maxScore: 4, correct: [true, true, true] });

    const after = await student.client.json<Lesson>('GET', base);
    expect(after.body.quiz[0]!.correct).toEqual([0]);
    expect(after.body.quizAttempt).toMatchObject({ state: 'submitted', score: 4 });
    expect((await student.client.json('POST', `${base}/submit-answer`, { index: 0, answer: 1 })).body).toEqual({ error: 'This attempt has already been submitted.' });
    expect((await student.client.json<Attempt>('POST', `${base}/submit-quiz`)).body).toMatchObject({ score: 4 });
  });

  it('accepts an Arabic answer written without the hamza unless the question is strict (issue #15)', async () => {
    const question = { type: 'text', text: 'ما حكم النون الساكنة قبل الباء؟', correct: ['الإقلاب'] };
    for (const [strict, expected] of [[false, true], [true, false]] as const) {
      const { student, base } = await quizCourse({ quiz: [{ ...question, strict }] });
      await student.client.json('POST', `${base}/start-quiz`);
      expect((await student.client.json('POST', `${base}/submit-answer`, { index: 0, answer: 'الاقلاب' })).status).toBe(200);
      const submitted = await student.client.json<Attempt>('POST', `${base}/submit-quiz`);
      expect(submitted.body, `strict: ${strict}`).toMatchObject({ score: expected ? 1 : 0, maxScore: 1, correct: [expected] });
    }
  });

  it('refuses answers before starting, past the last question, of the wrong shape, and on a closed quiz', async () => {
    const { student, base, courseId, lessonId } = await quizCourse();
    expect(await student.client.json('POST', `${base}/submit-answer`, { index: 0, answer: 0 })).toEqual({ status: 409, body: { error: 'Start the quiz first.' } });
    await student.client.json('POST', `${base}/start-quiz`);
    expect(await student.client.json('POST', `${base}/submit-answer`, { index: 3, answer: 0 })).toEqual({
      status: 400,
      body: { error: 'There is no such question in this quiz.', field: 'index' },
    });
    expect((await student.client.json('POST', `${base}/submit-answer`, { index: 0, answer: [0] })).body).toMatchObject({ field: 'answer' });
    expect((await student.client.json('POST', `${base}/submit-answer`, { index: 0, answer: 7 })).body).toMatchObject({ field: 'answer' });
    await owner.json('PUT', `/api/courses/${courseId}/materials/${lessonId}`, { quiz_settings: { accepting: false } });
    expect(await student.client.json('POST', `${base}/submit-answer`, { index: 0, answer: 0 })).toEqual({
      status: 409,
      body: { error: 'This quiz cannot be submitted now or no longer accepts responses.' },
    });
  });

  it('refuses an answer its student may not give, in the order of the other quiz calls, and saves it once allowed', async () => {
    const course = await owner.json<{ id: string }>('POST', '/api/courses', { name: `Timed quiz course ${Date.now()}` });
    const lessons = `/api/courses/${course.body.id}/materials`;
    const first = await owner.json<{ id: string }>('POST', lessons, { name: 'Sun letters', type: 'article' });
    const quiz = await owner.json<{ id: string }>('POST', lessons, {
      name: 'Timed quiz',
      type: 'quiz',
      quiz: QUESTIONS,
      prerequisites: [first.body.id],
      quiz_settings: { timeLimit: 1, accepting: true },
    });
    const base = `${lessons}/${quiz.body.id}`;
    const student = await newSignedInStudent(sites.acme);
    const outsider = await newSignedInStudent(sites.acme);
    await student.client.json('POST', `/api/courses/${course.body.id}/register/`);
    const give = (client: SiteClient) => client.json('POST', `${base}/submit-answer`, { index: 0, answer: 0 });

    expect(await give(outsider.client)).toEqual({ status: 403, body: { error: 'Register for this course first.' } });
    expect((await give(otherOwner)).status).toBe(404);
    expect(await give(student.client)).toEqual({ status: 403, body: { error: 'This lesson is locked until its prerequisites are completed.' } });
    expect((await student.client.json('POST', `${lessons}/${first.body.id}/complete`)).status).toBe(200);
    expect(await give(student.client)).toEqual({ status: 409, body: { error: 'Start the quiz first.' } });
    await student.client.json('POST', `${base}/start-quiz`);
    expect(await give(student.client)).toEqual({ status: 200, body: { index: 0, saved: true } });
    // The minute is up: the attempt began two minutes ago.
    await sql(sites.databaseUrl, `UPDATE quiz_attempts SET started_at = now() - interval '2 minutes' WHERE material_id = $1`, [quiz.body.id]);
    expect(await give(student.client)).toEqual({ status: 409, body: { error: 'This quiz cannot be submitted now or no longer accepts responses.' } });
    // Hidden, the lesson is none to anyone but its managers (shared/lesson-opening): an outsider
    // is no longer told to register for it.
    await owner.json('PUT', base, { visible: false });
    expect((await give(student.client)).status).toBe(404);
    expect((await give(outsider.client)).status).toBe(404);
  });

  it('keeps visitors, outsiders and other sites out', async () => {
    const { base } = await quizCourse();
    expect((await new SiteClient(sites.acme).json('POST', `${base}/start-quiz`)).status).toBe(401);
    const outsider = await newSignedInStudent(sites.acme);
    expect((await outsider.client.json('POST', `${base}/start-quiz`)).status).toBe(403);
    for (const path of ['start-quiz', 'submit-quiz', 'quiz-results']) {
      expect((await otherOwner.json(path === 'quiz-results' ? 'GET' : 'POST', `${base}/${path}`)).status).toBe(404);
    }
  });

  it('refuses quiz questions without a correct answer or options', async () => {
    const course = await owner.json<{ id: string }>('POST', '/api/courses', { name: `Bad quiz ${Date.now()}` });
    const refused = await owner.json('POST', `/api/courses/${course.body.id}/materials`, {
      name: 'Q',
      type: 'quiz',
      quiz: [{ type: 'single', text: 'Pick', options: ['a', 'b'], correct: [5] }],
    });
    expect(refused).toEqual({ status: 400, body: { error: 'Mark the correct answer of every question.', field: 'quiz.0.correct' } });
    expect((await owner.json('POST', `/api/courses/${course.body.id}/materials`, { name: 'Q', type: 'quiz', quiz: [{ type: 'multiple', text: 'x', options: ['a'], correct: [0] }] })).body).toMatchObject({
      field: 'quiz.0.options',
    });
  });
});

describe('racing', () => {
  it('records one attempt and one result for parallel starts and submits, and every parallel answer', async () => {
    const { student, base } = await quizCourse();
    const starts = await Promise.all(Array.from({ length: 5 }, () => student.client.json<Attempt>('POST', `${base}/start-quiz`)));
    expect(new Set(starts.map((start) => `${start.status}:${start.body.attempt}`))).toEqual(new Set(['200:1']));
    await Promise.all([
      student.client.json('POST', `${base}/submit-answer`, { index: 0, answer: 0 }),
      student.client.json('POST', `${base}/submit-answer`, { index: 1, answer: [0, 2] }),
      student.client.json('POST', `${base}/submit-answer`, { index: 2, answer: 'x' }),
    ]);
    const submits = await Promise.all(Array.from({ length: 5 }, () => student.client.json<Attempt>('POST', `${base}/submit-quiz`)));
    expect(submits.map((submit) => [submit.status, submit.body.state, submit.body.score, submit.body.answers.length])).toEqual(Array(5).fill([200, 'submitted', 3, 3]));
  });
});

describe('what managers do', () => {
  it('grants a retake, sees results with the low-correctness tip, sets a score and finalizes', async () => {
    const { student, base } = await quizCourse();
    await student.client.json('POST', `${base}/start-quiz`);
    await student.client.json('POST', `${base}/submit-answer`, { index: 0, answer: 1 });
    await student.client.json('POST', `${base}/submit-quiz`);
    expect(await student.client.json('POST', `${base}/start-quiz`)).toEqual({ status: 409, body: { error: 'You have already taken this quiz. Ask your teacher for a retake.' } });

    const results = await owner.json<{ students: { user: { id: string }; attempt: Attempt }[]; analytics: { correctRate: number | null; tip: boolean }[] }>('GET', `${base}/quiz-results`);
    expect(results.body.students).toEqual([expect.objectContaining({ user: expect.objectContaining({ id: student.id }), attempt: expect.objectContaining({ score: 0 }) })]);
    expect(results.body.analytics.map((entry) => [entry.correctRate, entry.tip])).toEqual([
      [0, true],
      [0, true],
      [0, true],
    ]);
    expect((await student.client.json('GET', `${base}/quiz-results`)).status).toBe(403);
    expect((await student.client.json('POST', `${base}/allow-retake/${student.id}`)).status).toBe(403);

    expect((await owner.json<Attempt>('POST', `${base}/allow-retake/${student.id}`)).body.retakeAllowed).toBe(true);
    expect((await student.client.json<Attempt>('POST', `${base}/start-quiz`)).body).toMatchObject({ attempt: 2, state: 'inProgress' });
    await student.client.json('POST', `${base}/submit-answer`, { index: 0, answer: 0 });
    await student.client.json('POST', `${base}/submit-quiz`);

    expect((await owner.json('POST', `${base}/update-score/${student.id}`, { score: 9 })).body).toMatchObject({ field: 'score' });
    expect((await owner.json('POST', `${base}/update-score/${student.id}`, { score: 'many' })).status).toBe(400);
    expect((await owner.json<Attempt>('POST', `${base}/update-score/${student.id}`, { score: 3 })).body).toMatchObject({ score: 3, attempt: 2 });
    expect((await owner.json<Attempt>('POST', `${base}/finalize-quiz/${student.id}`)).body).toMatchObject({ state: 'finalized', retakeAllowed: false });
    expect((await student.client.json('POST', `${base}/start-quiz`)).status).toBe(409);
    expect(await owner.json('POST', `${base}/allow-retake/${student.id}`)).toEqual({ status: 409, body: { error: 'This result is final: no retake is possible.' } });
    expect((await otherOwner.json('POST', `${base}/finalize-quiz/${student.id}`)).status).toBe(404);
  });
});

describe('closing attempts (issue #10)', () => {
  it('finalizes a retake in progress: the attempt is closed with the answers given, scored, and final', async () => {
    const { student, base } = await quizCourse();
    await student.client.json('POST', `${base}/start-quiz`);
    await student.client.json('POST', `${base}/submit-answer`, { index: 0, answer: 1 });
    await student.client.json('POST', `${base}/submit-quiz`);
    await owner.json('POST', `${base}/allow-retake/${student.id}`);
    await student.client.json('POST', `${base}/start-quiz`);
    // The required first question answered right, the two-point one left blank.
    await student.client.json('POST', `${base}/submit-answer`, { index: 0, answer: 0 });
    await student.client.json('POST', `${base}/submit-answer`, { index: 2, answer: 'as-salamu alaykum' });

    const finalized = await owner.json<Attempt>('POST', `${base}/finalize-quiz/${student.id}`);
    expect(finalized.status).toBe(200);
    expect(finalized.body).toMatchObject({ attempt: 2, state: 'finalized', score: 2, maxScore: 4, correct: [true, false, true], retakeAllowed: false });
    expect(finalized.body.answers.map((answer) => answer.index)).toEqual([0, 2]);
    expect((await student.client.json('POST', `${base}/submit-answer`, { index: 1, answer: [0, 2] })).body).toEqual({ error: 'This attempt has already been submitted.' });
    expect((await student.client.json<Attempt>('POST', `${base}/submit-quiz`)).body).toMatchObject({ state: 'finalized', score: 2 });
    expect((await student.client.json('POST', `${base}/start-quiz`)).status).toBe(409);
    expect((await student.client.json<Lesson>('GET', base)).body.quizAttempt).toMatchObject({ attempt: 2, state: 'finalized', score: 2 });
  });

  it('stores no answer after the submit: a burst of answers racing the submit is either in the result or refused', async () => {
    const questions = Array.from({ length: 40 }, (_, index) => ({ type: 'single', text: `Question ${index + 1}`, options: ['Right', 'Wrong'], correct: [0] }));
    for (let round = 0; round < 3; round += 1) {
      const { student, base } = await quizCourse({ quiz: questions });
      await student.client.json('POST', `${base}/start-quiz`);
      const answers = questions.map((_, index) => student.client.json('POST', `${base}/submit-answer`, { index, answer: 0 }));
      const submit = student.client.json<Attempt>('POST', `${base}/submit-quiz`);
      const replies = await Promise.all(answers);
      const result = await submit;
      expect(result.status).toBe(200);
      const accepted = replies.filter((reply) => reply.status === 200).length;
      expect(replies.every((reply) => reply.status === 200 || (reply.status === 409 && (reply.body as { error: string }).error === 'This attempt has already been submitted.'))).toBe(true);

      // What the student sees afterwards is what was scored: every stored answer counted, none after.
      const after = (await student.client.json<Lesson>('GET', base)).body.quizAttempt!;
      expect(after.answers.length).toBe(result.body.answers.length);
      expect(after.score).toBe(result.body.score);
      expect(after.score).toBe(after.answers.length);
      expect(accepted).toBe(after.answers.length);
    }
  });
});

describe('completion rules and savequiz', () => {
  it('completes a lesson once the quiz score reaches its minimum, unlocking the next', async () => {
    const { student, base, courseId, lessonId } = await quizCourse({
      completion: { logic: 'all', rules: [{ type: 'quizTaken' }, { type: 'quizScore', minScore: 75 }] },
    });
    const next = await owner.json<{ id: string }>('POST', `/api/courses/${courseId}/materials`, { name: 'After the quiz', type: 'article', prerequisites: [lessonId] });
    await student.client.json('POST', `${base}/start-quiz`);
    await student.client.json('POST', `${base}/submit-answer`, { index: 0, answer: 0 });
    await student.client.json('POST', `${base}/submit-quiz`);
    expect((await student.client.json<Lesson>('GET', base)).body.finishedmaterial).toBe(false);
    expect((await student.client.json('GET', `/api/courses/${courseId}/materials/${next.body.id}`)).status).toBe(403);
    await owner.json('POST', `${base}/update-score/${student.id}`, { score: 3 });
    expect((await student.client.json<Lesson>('GET', base)).body.finishedmaterial).toBe(true);
    expect((await student.client.json('GET', `/api/courses/${courseId}/materials/${next.body.id}`)).status).toBe(200);
  });

  it('completes a quiz lesson without rules when its quiz is handed in, never by a mark beside an untaken quiz (issue #44)', async () => {
    const { student, base } = await quizCourse();
    const refused = await student.client.json<{ error: string }>('POST', `${base}/complete`);
    expect(refused.status).toBe(409);
    expect((await student.client.json<Lesson>('GET', base)).body.finishedmaterial).toBe(false);
    await student.client.json('POST', `${base}/start-quiz`);
    for (const [index, answer] of [[0, 1], [1, [1]], [2, 'no idea']] as const) await student.client.json('POST', `${base}/submit-answer`, { index, answer });
    // Handed in, even with every answer wrong: the lesson is done; passing is what a quizScore rule asks.
    expect((await student.client.json<Attempt>('POST', `${base}/submit-quiz`)).body).toMatchObject({ state: 'submitted', score: 0 });
    expect((await student.client.json<Lesson>('GET', base)).body.finishedmaterial).toBe(true);
  });
});

describe('deleting', () => {
  it('takes attempts and answers with a deleted quiz lesson, and with a deleted course', async () => {
    const first = await quizCourse();
    await first.student.client.json('POST', `${first.base}/start-quiz`);
    await first.student.client.json('POST', `${first.base}/submit-answer`, { index: 0, answer: 0 });
    expect(await owner.json('DELETE', `/api/courses/${first.courseId}/materials/${first.lessonId}`)).toEqual({ status: 200, body: { ok: true } });

    const second = await quizCourse();
    await second.student.client.json('POST', `${second.base}/start-quiz`);
    await second.student.client.json('POST', `${second.base}/submit-answer`, { index: 0, answer: 0 });
    await second.student.client.json('POST', `${second.base}/submit-quiz`);
    expect(await owner.json('DELETE', `/api/courses/${second.courseId}/`)).toEqual({ status: 200, body: { ok: true } });
    expect((await second.student.client.json('GET', `/api/users/${second.student.id}/courses`)).body).toEqual([]);
  });
});
