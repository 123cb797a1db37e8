import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { newSignedInStudent, signedInClient } from '@halaqa/infra/testing/accounts';
import { backdateCourseActivity } from '@halaqa/infra/testing/database-rows';
import { SiteClient } from '@halaqa/infra/testing/site-client';
import { ACME, OTHER, useTwoSites } from '@halaqa/infra/testing/two-sites';

/**
 * Issue #14, a course's analytics and gradebook (GET /api/teacher/courses/{id}/analytics and
 * …/gradebook, JSON, CSV and XLSX): the figures of a course with activity planted through the
 * API (and one student's week moved back in the database), the period, interval and time zone,
 * bad parameters, the downloads' bytes and names, and every refusal, another site's course included.
 */
const sites = useTwoSites();

type Reason = { kind: 'inactive'; days: number } | { kind: 'failedQuiz'; lessonId: string; lesson: string; percent: number };
type Student = { id: string; name: string; email: string; progress: number; completedLessons: number; lastActivity: string; atRisk: boolean; reasons: Reason[] };
type Analytics = {
  course: { id: string; name: string };
  period: { from: string; to: string; interval: string; timeZone: string };
  totals: { students: number; completions: number; atRisk: number; lessons: number };
  series: { start: string; registrations: number; completions: number }[];
  funnel: { id: string; name: string; started: number; completed: number }[];
  students: Student[];
};
type Gradebook = {
  course: { id: string; name: string };
  items: { lessonId: string; lesson: string; kind: string; maxScore: number }[];
  students: { id: string; name: string; email: string; scores: { status: string; score: number | null }[] }[];
};

const COURSE_NAME = `التجويد للمبتدئين ${Date.now()}`;
let owner: SiteClient;
let teacher: SiteClient;
let otherTeacher: SiteClient;
let courseId: string;
let otherSiteCourseId: string;
let quizId: string;
let essayId: string;
const people: Record<string, { id: string; email: string }> = {};

const analyticsPath = (id: string, query = '') => `/api/teacher/courses/${id}/analytics${query}`;
const gradebookPath = (id: string, query = '') => `/api/teacher/courses/${id}/gradebook${query}`;

async function newTeacher(name: string) {
  const account = await newSignedInStudent(sites.acme, { name });
  expect((await owner.json('PUT', `/api/users/${account.id}`, { isTeacher: true })).status).toBe(200);
  return account.client;
}

async function addLesson(fields: Record<string, unknown>) {
  const { status, body } = await teacher.json<{ id: string }>('POST', `/api/courses/${courseId}/materials`, fields);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.id;
}

async function student(name: string) {
  const account = await newSignedInStudent(sites.acme, { name });
  expect((await account.client.json('POST', `/api/courses/${courseId}/register/`)).status).toBe(200);
  people[name] = { id: account.id, email: account.student.email };
  return account.client;
}

async function takeQuiz(client: SiteClient, answers: number[]) {
  const base = `/api/courses/${courseId}/materials/${quizId}`;
  expect((await client.json('POST', `${base}/start-quiz`)).status).toBe(200);
  for (const [index, answer] of answers.entries()) expect((await client.json('POST', `${base}/submit-answer`, { index, answer })).status).toBe(200);
  expect((await client.json('POST', `${base}/submit-quiz`)).status).toBe(200);
}

beforeAll(async () => {
  owner = await signedInClient(sites.acme, ACME.ownerEmail, ACME.ownerPassword);
  teacher = await newTeacher('Ustadh Karim');
  otherTeacher = await newTeacher('Ustadha Mona');
  const created = await teacher.json<{ id: string }>('POST', '/api/courses', { name: COURSE_NAME });
  expect(created.status).toBe(201);
  courseId = created.body.id;
  const article = await addLesson({ name: 'Introduction', type: 'article' });
  quizId = await addLesson({
    name: 'Makharij quiz',
    type: 'quiz',
    quiz: [
      { type: 'single', text: 'How many makharij?', options: ['5', '17'], correct: [1] },
      { type: 'single', text: 'Where is qaf?', options: ['the lips', 'back of the tongue'], correct: [1] },
    ],
    completion: { logic: 'all', rules: [{ type: 'quizTaken' }, { type: 'quizScore', minScore: 60 }] },
  });
  essayId = await addLesson({ name: 'Essay on madd', type: 'assignment', assignment_settings: { instructions: 'Explain madd.', max_grade: 20 } });

  const amina = await student('Amina Saleh');
  expect((await amina.json('POST', `/api/courses/${courseId}/materials/${article}/complete`)).status).toBe(200);
  await takeQuiz(amina, [1, 1]);
  expect((await amina.json('POST', `/api/courses/${courseId}/materials/${essayId}/assignment/submit`, { text: 'Madd lengthens a vowel.' })).status).toBe(200);
  const [submission] = (await teacher.json<{ id: string }[]>('GET', `/api/courses/${courseId}/materials/${essayId}/assignment/submissions`)).body;
  expect((await teacher.json('POST', `/api/courses/${courseId}/materials/${essayId}/assignment/${submission!.id}/grade`, { grade: 18, feedback: 'Good.' })).status).toBe(200);
  await takeQuiz(await student('Bilal Haddad'), [0, 0]);
  const chadi = await student('Chadi Nasser');
  expect((await chadi.json('POST', `/api/courses/${courseId}/materials/${article}/complete`)).status).toBe(200);
  await backdateCourseActivity(sites.databaseUrl, courseId, people['Chadi Nasser']!.id, 8);
  await student('=Eve Formula');

  const otherOwner = await signedInClient(sites.other, OTHER.ownerEmail, OTHER.ownerPassword);
  const otherCourse = await otherOwner.json<{ id: string }>('POST', '/api/courses', { name: COURSE_NAME });
  expect(otherCourse.status).toBe(201);
  otherSiteCourseId = otherCourse.body.id;
}, 180_000);

const byName = (analytics: Analytics, name: string) => analytics.students.find((entry) => entry.name === name)!;

describe("a course's analytics", () => {
  it('gives its manager the totals, the funnel in lesson order, each student’s progress and who is at risk, and why', async () => {
    const { status, body } = await teacher.json<Analytics>('GET', analyticsPath(courseId));
    expect(status).toBe(200);
    expect(body.course).toEqual({ id: courseId, name: COURSE_NAME });
    expect(body.totals).toEqual({ students: 4, completions: 0, atRisk: 2, lessons: 3 });
    expect(body.funnel.map((lesson) => [lesson.name, lesson.completed])).toEqual([
      ['Introduction', 2],
      ['Makharij quiz', 1],
      ['Essay on madd', 0],
    ]);
    expect(body.funnel.map((lesson) => lesson.started)).toEqual([2, 2, 1]);
    expect(body.students.map((entry) => entry.name).sort()).toEqual(['=Eve Formula', 'Amina Saleh', 'Bilal Haddad', 'Chadi Nasser']);
    expect(byName(body, 'Amina Saleh')).toMatchObject({ email: people['Amina Saleh']!.email, completedLessons: 2, progress: 67, atRisk: false, reasons: [] });
    expect(byName(body, 'Bilal Haddad')).toMatchObject({ progress: 0, atRisk: true, reasons: [{ kind: 'failedQuiz', lessonId: quizId, lesson: 'Makharij quiz', percent: 0 }] });
    expect(byName(body, 'Chadi Nasser')).toMatchObject({ progress: 33, atRisk: true, reasons: [{ kind: 'inactive', days: 8 }] });
    expect(byName(body, '=Eve Formula')).toMatchObject({ progress: 0, atRisk: false });
    expect(Date.now() - Date.parse(byName(body, 'Chadi Nasser').lastActivity)).toBeGreaterThan(8 * 24 * 3600_000 - 60_000);
    expect(Date.now() - Date.parse(byName(body, 'Amina Saleh').lastActivity)).toBeLessThan(3600_000);
  });

  it('counts registrations per day over the last 30 days by default, a student’s moved week included', async () => {
    const { body } = await teacher.json<Analytics>('GET', analyticsPath(courseId));
    expect(body.period).toMatchObject({ interval: 'day', timeZone: 'UTC', to: new Date().toISOString().slice(0, 10) });
    expect(body.series).toHaveLength(30);
    expect(body.series[0]!.start).toBe(body.period.from);
    expect(body.series.at(-1)).toEqual({ start: body.period.to, registrations: 3, completions: 0 });
    const eightDaysAgo = new Date(Date.parse(`${body.period.to}T00:00:00Z`) - 8 * 86_400_000).toISOString().slice(0, 10);
    expect(body.series.find((point) => point.start === eightDaysAgo)?.registrations).toBe(1);
    expect(body.series.reduce((sum, point) => sum + point.registrations, 0)).toBe(4);
  });

  it('follows the period, interval and time zone asked for', async () => {
    const weeks = (await teacher.json<Analytics>('GET', analyticsPath(courseId, '?days=90&interval=week&tz=Asia/Tokyo'))).body;
    expect(weeks.period).toMatchObject({ interval: 'week', timeZone: 'Asia/Tokyo' });
    expect(weeks.series.length).toBeGreaterThanOrEqual(13);
    expect(weeks.series.every((point) => new Date(`${point.start}T00:00:00Z`).getUTCDay() === 1)).toBe(true);
    expect(weeks.series.reduce((sum, point) => sum + point.registrations, 0)).toBe(4);
    const tokyoToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date());
    expect(weeks.period.to).toBe(tokyoToday);
    const oneDay = (await teacher.json<Analytics>('GET', analyticsPath(courseId, '?days=1'))).body;
    expect(oneDay.series).toEqual([{ start: oneDay.period.to, registrations: 3, completions: 0 }]);
  });

  it.each([
    ['?days=0', 'days'],
    ['?days=abc', 'days'],
    ['?days=400', 'days'],
    ['?interval=month', 'interval'],
    ['?tz=Mars/Olympus_Mons', 'tz'],
    ['?tz=%2B02:00', 'tz'],
    ['?colour=blue', 'colour'],
  ])('refuses %s with 400 naming the parameter', async (query, field) => {
    expect(await teacher.json('GET', analyticsPath(courseId, query))).toEqual({ status: 400, body: { error: expect.any(String), field } });
  });
});

describe("a course's gradebook", () => {
  it('gives students by quizzes and assignments, in lesson order, with names and emails', async () => {
    const { status, body } = await teacher.json<Gradebook>('GET', gradebookPath(courseId));
    expect(status).toBe(200);
    expect(body.items).toEqual([
      { lessonId: quizId, lesson: 'Makharij quiz', kind: 'quiz', maxScore: 2 },
      { lessonId: essayId, lesson: 'Essay on madd', kind: 'assignment', maxScore: 20 },
    ]);
    const rows = Object.fromEntries(body.students.map((entry) => [entry.name, entry]));
    expect(rows['Amina Saleh']).toEqual({
      id: people['Amina Saleh']!.id,
      name: 'Amina Saleh',
      email: people['Amina Saleh']!.email,
      scores: [
        { status: 'scored', score: 2 },
        { status: 'scored', score: 18 },
      ],
    });
    expect(rows['Bilal Haddad']!.scores).toEqual([
      { status: 'scored', score: 0 },
      { status: 'none', score: null },
    ]);
    expect(rows['Chadi Nasser']!.scores).toEqual([
      { status: 'none', score: null },
      { status: 'none', score: null },
    ]);
  });

  it('downloads as CSV that Excel opens with Arabic, formulas neutralised, named after the course', async () => {
    const response = await teacher.request('GET', gradebookPath(courseId, '?format=csv'), { headers: { cookie: 'lang=en' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="${COURSE_NAME.replace(/[^\x20-\x7e]/g, '').trim()}-gradebook.csv"; filename*=UTF-8''${encodeURIComponent(`${COURSE_NAME} - gradebook.csv`)}`,
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n');
    expect(lines[0]).toBe('Student,Email,"Makharij quiz (quiz, out of 2)","Essay on madd (assignment, out of 20)"');
    expect(lines).toContain(`Amina Saleh,${people['Amina Saleh']!.email},2,18`);
    expect(lines).toContain(`'=Eve Formula,${people['=Eve Formula']!.email},,`);
  });

  it('downloads as an XLSX workbook with the same table, right to left in Arabic', async () => {
    const response = await teacher.request('GET', gradebookPath(courseId, '?format=xlsx'), { headers: { cookie: 'lang=ar' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent(`${COURSE_NAME} - سجل الدرجات.xlsx`)}`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await response.arrayBuffer()) as never);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.views[0]).toMatchObject({ rightToLeft: true });
    const rows = sheet.getSheetValues().slice(1).map((row) => (row as unknown[]).slice(1));
    expect(rows[0]).toEqual(['الطالب', 'البريد الإلكتروني', 'Makharij quiz (اختبار، من ٢)', 'Essay on madd (واجب، من ٢٠)']);
    expect(rows).toContainEqual(['Amina Saleh', people['Amina Saleh']!.email, 2, 18]);
    expect(rows).toContainEqual(['=Eve Formula', people['=Eve Formula']!.email]);
    expect(rows).toHaveLength(5);
  });

  it('refuses a format it does not make', async () => {
    expect(await teacher.json('GET', gradebookPath(courseId, '?format=pdf'))).toEqual({ status: 400, body: { error: expect.any(String), field: 'format' } });
  });
});

describe('who may see them', () => {
  const paths = () => [analyticsPath(courseId), gradebookPath(courseId), gradebookPath(courseId, '?format=csv'), gradebookPath(courseId, '?format=xlsx')];

  it('lets the owner in, who manages every course', async () => {
    for (const path of paths()) expect((await owner.request('GET', path)).status).toBe(200);
  });

  it('refuses visitors (401), students and teachers who do not manage the course (403)', async () => {
    const visitor = new SiteClient(sites.acme);
    const { client: learner } = await newSignedInStudent(sites.acme);
    for (const path of paths()) {
      expect((await visitor.json('GET', path)).status).toBe(401);
      expect(await learner.json('GET', path)).toEqual({ status: 403, body: { error: expect.any(String) } });
      expect(await otherTeacher.json('GET', path)).toEqual({ status: 403, body: { error: expect.any(String) } });
    }
  });

  it("answers 404 for another site's course, a course that does not exist and an id that is none", async () => {
    for (const id of [otherSiteCourseId, '00000000-0000-4000-8000-000000000000', 'not-a-course']) {
      expect(await owner.json('GET', analyticsPath(id))).toEqual({ status: 404, body: { error: expect.any(String) } });
      expect(await owner.json('GET', gradebookPath(id, '?format=csv'))).toEqual({ status: 404, body: { error: expect.any(String) } });
    }
    const otherOwner = await signedInClient(sites.other, OTHER.ownerEmail, OTHER.ownerPassword);
    expect((await otherOwner.json('GET', analyticsPath(courseId))).status).toBe(404);
    expect((await otherOwner.json('GET', gradebookPath(courseId))).status).toBe(404);
    // This site's session is no session on the other site.
    const borrowed = new SiteClient(sites.other);
    borrowed.useSessionCookie(owner.sessionCookie!);
    expect((await borrowed.json('GET', analyticsPath(courseId))).status).toBe(401);
  });
});
