import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newStudent, signedInClient } from '@halaqa/infra/testing/accounts';
import { createFreshDatabase } from '@halaqa/infra/testing/fresh-database';
import { SiteClient } from '@halaqa/infra/testing/site-client';
import { startSiteServer, type RunningSite } from '@halaqa/infra/testing/site-server';
import { sql } from '@halaqa/infra/testing/sql';
import { ACME } from '@halaqa/infra/testing/two-sites';

/**
 * Issue #16, faults: `kill -9` of the site in the middle of quiz submits, grading and certificate
 * issuing (with the certificate's PDF, printed once and kept). Each round fires every student's
 * submit, certificate and PDF and the teacher's grades at once, and SIGKILLs the server while
 * they are in flight; the site is started again on the same database and files. Then, over the
 * whole database: every change is all or nothing (no closed attempt without its answers, score
 * and completed lesson, no grade without the student's notification, no half or double
 * certificate, no PDF cut short), and every request sent again gives the right answer and
 * leaves exactly one of each.
 */
const ROUNDS = 3;
const STUDENTS = 8;
const QUESTIONS = [
  { type: 'single', text: 'Which letter is first?', required: true, options: ['Alif', 'Ba'], correct: [0] },
  { type: 'multiple', text: 'Which are sun letters?', options: ['Ta', 'Ba', 'Sin'], correct: [0, 2], score: 2 },
  { type: 'text', text: 'Say the greeting', correct: ['As-salamu alaykum'] },
];
const ANSWERS = [0, [0, 2], 'As-salamu alaykum'];
const GRADE = { grade: 7, feedback: 'Well argued.' };

let databaseUrl: string;
let filesDir: string;
let site: RunningSite;
let origin: string;

beforeAll(async () => {
  databaseUrl = await createFreshDatabase({ withTwoSites: true });
  // Kept across restarts: the printed PDFs live here.
  filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'halaqa-killed-files-'));
  site = await startSiteServer(databaseUrl, { FILES_DIR: filesDir });
  origin = site.origin(ACME.domain);
});

afterAll(async () => {
  await site?.stop();
  if (filesDir) fs.rmSync(filesDir, { recursive: true, force: true });
});

/** The same signed-in person on the restarted site (another port): sessions live in the database. */
function again(client: SiteClient): SiteClient {
  const moved = new SiteClient(origin);
  moved.useSessionCookie(client.sessionCookie!);
  return moved;
}

interface Student {
  id: string;
  client: SiteClient;
  submissionId: string;
}

/**
 * A student signed up and signed in, verified in the database rather than through the mailed
 * link: the mail goes through the job queue of a site this file kills again and again, and the
 * sign-up journey is not what is tested here.
 */
async function verifiedStudent(): Promise<{ id: string; client: SiteClient }> {
  const student = newStudent();
  const signUp = await new SiteClient(origin).json<{ user: { id: string } }>('POST', '/api/users/sign-up', student);
  expect(signUp.status).toBe(200);
  await sql(databaseUrl, 'UPDATE users SET verified = true WHERE id = $1', [signUp.body.user.id]);
  return { id: signUp.body.user.id, client: await signedInClient(origin, student.email, student.password) };
}

/** A course that always gives its certificate, with a quiz and an essay; students who answered every question and handed the essay in. */
async function prepareRound(round: number) {
  const owner = await signedInClient(origin, ACME.ownerEmail, ACME.ownerPassword);
  const course = await owner.json<{ id: string }>('POST', '/api/courses', { name: `Killed round ${round} ${Date.now()}`, cert_config: { score: -1, source: '*' } });
  expect(course.status).toBe(201);
  const lessons = `/api/courses/${course.body.id}/materials`;
  // Taking the quiz completes the lesson: the completion is written in the submit's transaction.
  const quiz = await owner.json<{ id: string }>('POST', lessons, { name: 'Letters quiz', type: 'quiz', quiz: QUESTIONS, completion: { logic: 'all', rules: [{ type: 'quizTaken' }] } });
  const essay = await owner.json<{ id: string }>('POST', lessons, { name: 'Essay', type: 'assignment', assignment_settings: { instructions: 'Explain iqlab.', max_grade: 10 } });
  expect([quiz.status, essay.status]).toEqual([200, 200]);
  const quizPath = `${lessons}/${quiz.body.id}`;
  const essayPath = `${lessons}/${essay.body.id}`;
  const accounts = await Promise.all(Array.from({ length: STUDENTS }, () => verifiedStudent()));
  const students: Student[] = await Promise.all(
    accounts.map(async ({ id, client }) => {
      expect((await client.json('POST', `/api/courses/${course.body.id}/register/`)).status).toBe(200);
      expect((await client.json('POST', `${quizPath}/start-quiz`)).status).toBe(200);
      for (const [index, answer] of ANSWERS.entries()) expect((await client.json('POST', `${quizPath}/submit-answer`, { index, answer })).status).toBe(200);
      const submission = await client.json<{ id: string }>('POST', `${essayPath}/assignment/submit`, { text: 'The noon becomes a meem before a ba.' });
      expect(submission.status).toBe(200);
      return { id, client, submissionId: submission.body.id };
    }),
  );
  return { owner, courseId: course.body.id, quizId: quiz.body.id, essayId: essay.body.id, quizPath, essayPath, students };
}
type Round = Awaited<ReturnType<typeof prepareRound>>;

/** One request of the burst, sent to whichever site is up: its outcome, or 'cut' when the connection died. */
type Operation = (on: (client: SiteClient) => SiteClient) => Promise<number | 'cut'>;

function operationsOf(round: Round): { name: string; send: Operation }[] {
  const status = async (reply: Promise<{ status: number }>) => (await reply).status;
  return round.students.flatMap((student, number) => [
    { name: `submit-quiz ${number}`, send: (on) => status(on(student.client).json('POST', `${round.quizPath}/submit-quiz`)) },
    {
      name: `certificate and PDF ${number}`,
      send: async (on) => {
        const client = on(student.client);
        const issued = await client.json<{ code: string }>('POST', `/api/courses/${round.courseId}/certificate`);
        if (issued.status !== 200) return issued.status;
        const pdf = await client.request('GET', `/certificates/${issued.body.code}/pdf`);
        await pdf.arrayBuffer();
        return pdf.status;
      },
    },
    { name: `grade ${number}`, send: (on) => status(on(round.owner).json('POST', `${round.essayPath}/assignment/${student.submissionId}/grade`, GRADE)) },
  ]);
}

/** Fires every operation at once and SIGKILLs the server after the first few answers, while the rest are in flight. */
async function burstAndKill(round: Round) {
  const operations = operationsOf(round);
  const answersBeforeKill = 1 + Math.floor(Math.random() * (operations.length / 3));
  let answered = 0;
  let killNow!: () => void;
  const killTime = new Promise<void>((resolve) => (killNow = resolve));
  const outcomes = operations.map((operation) =>
    operation.send((client) => client).then(
      (status) => {
        answered += 1;
        if (answered >= answersBeforeKill) killNow();
        return status;
      },
      () => 'cut' as const,
    ),
  );
  // Should every request fail without an answer, there is nothing to wait for.
  await Promise.race([killTime, Promise.all(outcomes)]);
  await new Promise((resolve) => setTimeout(resolve, Math.random() * 40));
  process.kill(site.serverPid(), 'SIGKILL');
  await site.exited;
  return Promise.all(outcomes);
}

async function restart() {
  site = await startSiteServer(databaseUrl, { FILES_DIR: filesDir });
  origin = site.origin(ACME.domain);
}

/** Every rule of all-or-nothing, over the whole database and file store: the lists name what breaks one. */
async function expectAllOrNothing() {
  // A closed attempt has its answers, its score and its lesson's completion, all written together.
  expect(
    await sql(databaseUrl, `
      SELECT a.id, a.state, a.score, a.max_score, a.submitted_at, p.completed,
        (SELECT count(*) FROM quiz_answers q WHERE q.attempt_id = a.id)::int AS answers
      FROM quiz_attempts a LEFT JOIN lesson_progress p ON p.material_id = a.material_id AND p.user_id = a.user_id
      WHERE a.state <> 'inProgress' AND (a.score IS NULL OR a.max_score IS NULL OR a.submitted_at IS NULL OR p.completed IS NOT TRUE
        OR (SELECT count(*) FROM quiz_answers q WHERE q.attempt_id = a.id) = 0)`),
  ).toEqual([]);
  expect(await sql(databaseUrl, 'SELECT material_id, user_id, attempt FROM quiz_attempts GROUP BY 1, 2, 3 HAVING count(*) > 1')).toEqual([]);
  expect(await sql(databaseUrl, 'SELECT attempt_id, "index" FROM quiz_answers GROUP BY 1, 2 HAVING count(*) > 1')).toEqual([]);
  // A grade comes with who gave it, when, and the student's notification; a notification of a grade with a grade.
  const gradedLink = `'/courses/' || s.course_id || '/lessons/' || s.material_id`;
  expect(
    await sql(databaseUrl, `
      SELECT s.id FROM assignment_submissions s
      WHERE s.grade IS NOT NULL AND (s.graded_at IS NULL OR s.graded_by_id IS NULL
        OR NOT EXISTS (SELECT 1 FROM notifications n WHERE n.user_id = s.user_id AND n.link = ${gradedLink}))`),
  ).toEqual([]);
  expect(
    await sql(databaseUrl, `
      SELECT s.id FROM assignment_submissions s
      WHERE s.grade IS NULL AND EXISTS (SELECT 1 FROM notifications n WHERE n.user_id = s.user_id AND n.link = ${gradedLink})`),
  ).toEqual([]);
  // One certificate per student and course, whole.
  expect(await sql(databaseUrl, 'SELECT subject_id, user_id FROM certificates GROUP BY 1, 2 HAVING count(*) > 1')).toEqual([]);
  expect(await sql(databaseUrl, `SELECT id FROM certificates WHERE code = '' OR user_name = '' OR subject_name = ''`)).toEqual([]);
  // A kept PDF is a whole PDF: a cut one would be served as it is for good.
  for (const pdf of printedPdfs()) {
    const bytes = fs.readFileSync(pdf);
    expect(bytes.subarray(0, 5).toString('latin1'), pdf).toBe('%PDF-');
    expect(bytes.subarray(-64).toString('latin1'), pdf).toContain('%%EOF');
  }
}

function printedPdfs(): string[] {
  return (fs.readdirSync(filesDir, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((file) => file.includes(`printed${path.sep}certificates`) && file.endsWith('.pdf'))
    .map((file) => path.join(filesDir, file));
}

/** After the requests were sent again: exactly one of each thing, as asked. */
async function expectExactlyOnce(round: Round) {
  const studentIds = round.students.map((student) => student.id);
  const attempts = await sql<{ user_id: string; state: string; score: string; answers: number }>(
    databaseUrl,
    `SELECT a.user_id, a.state, a.score, (SELECT count(*) FROM quiz_answers q WHERE q.attempt_id = a.id)::int AS answers
     FROM quiz_attempts a WHERE a.material_id = $1 ORDER BY a.user_id`,
    [round.quizId],
  );
  expect(attempts.map((row) => [row.user_id, row.state, Number(row.score), row.answers])).toEqual([...studentIds].sort().map((id) => [id, 'submitted', 4, 3]));
  const certificates = await sql<{ user_id: string }>(databaseUrl, 'SELECT user_id FROM certificates WHERE subject_id = $1 ORDER BY user_id', [round.courseId]);
  expect(certificates.map((row) => row.user_id)).toEqual([...studentIds].sort());
  const notified = await sql<{ user_id: string; count: number }>(
    databaseUrl,
    'SELECT user_id, count(*)::int AS count FROM notifications WHERE link = $1 GROUP BY user_id ORDER BY user_id',
    [`/courses/${round.courseId}/lessons/${round.essayId}`],
  );
  expect(notified.map((row) => [row.user_id, row.count])).toEqual([...studentIds].sort().map((id) => [id, 1]));
  const grades = await sql<{ grade: string }>(databaseUrl, 'SELECT grade FROM assignment_submissions WHERE material_id = $1', [round.essayId]);
  expect(grades.map((row) => Number(row.grade))).toEqual(Array(STUDENTS).fill(GRADE.grade));
}

describe('the site killed (SIGKILL) in the middle of quiz submits, grading and certificate issuing', () => {
  for (let number = 1; number <= ROUNDS; number += 1) {
    it(`round ${number}: leaves every change whole or absent, and every request sent again answers right and adds nothing twice`, async () => {
      const round = await prepareRound(number);
      const codesBefore = async () =>
        new Map((await sql<{ user_id: string; code: string }>(databaseUrl, 'SELECT user_id, code FROM certificates WHERE subject_id = $1', [round.courseId])).map((row) => [row.user_id, row.code]));

      const outcomes = await burstAndKill(round);
      // The kill came while requests were in flight, after some were answered.
      expect(outcomes.filter((outcome) => outcome === 'cut').length, JSON.stringify(outcomes)).toBeGreaterThan(0);
      expect(outcomes.filter((outcome) => outcome !== 'cut')).not.toEqual([]);
      for (const outcome of outcomes) if (outcome !== 'cut') expect(outcome).toBe(200);

      await restart();
      await expectAllOrNothing();

      // Sent again, every request answers as it would have the first time (each student's in turn, the students at once).
      const issuedBefore = await codesBefore();
      await Promise.all(
        round.students.map(async (student) => {
          const client = again(student.client);
          const submitted = await client.json<{ state: string; score: number; maxScore: number }>('POST', `${round.quizPath}/submit-quiz`);
          expect([submitted.status, submitted.body]).toEqual([200, expect.objectContaining({ state: 'submitted', score: 4, maxScore: 4 })]);
          const certificate = await client.json<{ code: string }>('POST', `/api/courses/${round.courseId}/certificate`);
          expect(certificate.status).toBe(200);
          if (issuedBefore.has(student.id)) expect(certificate.body.code).toBe(issuedBefore.get(student.id));
          const pdf = await client.request('GET', `/certificates/${certificate.body.code}/pdf`);
          expect([pdf.status, Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString('latin1')]).toEqual([200, '%PDF-']);
          const graded = await again(round.owner).json<{ grade: number; state: string }>('POST', `${round.essayPath}/assignment/${student.submissionId}/grade`, GRADE);
          expect([graded.status, graded.body]).toEqual([200, expect.objectContaining({ state: 'graded', grade: GRADE.grade })]);
        }),
      );
      await expectAllOrNothing();
      await expectExactlyOnce(round);
    }, 180_000);
  }
});
