import { beforeAll, describe, expect, it } from 'vitest';
import { newSignedInStudent, signedInClient } from '@halaqa/infra/testing/accounts';
import { SiteClient } from '@halaqa/infra/testing/site-client';
import { ACME, OTHER, useTwoSites } from '@halaqa/infra/testing/two-sites';

/**
 * Issue #14, the teachers' to-grade inbox (GET /api/teacher/to-grade and …/count): oldest first,
 * only the courses the caller manages, graded and scored work leaves it, refusals, and never
 * another site's work.
 */
const sites = useTwoSites();
let owner: SiteClient;
let otherOwner: SiteClient;
let teacherA: SiteClient;
let teacherB: SiteClient;

type Item = {
  kind: 'assignment' | 'quiz';
  id: string;
  submittedAt: string;
  course: { id: string; name: string };
  lesson: { id: string; name: string };
  student: { id: string; name: string; profilephoto: string };
  link: string;
  gradePath?: string;
  scorePath?: string;
  submission?: { text: string; state: string };
  attempt?: { score: number; maxScore: number; answers: { index: number; answer: unknown }[] };
};
type Inbox = { count: number; items: Item[] };

const INBOX = '/api/teacher/to-grade';
const COUNT = '/api/teacher/to-grade/count';

async function newTeacher(name: string) {
  const account = await newSignedInStudent(sites.acme, { name });
  expect((await owner.json('PUT', `/api/users/${account.id}`, { isTeacher: true })).status).toBe(200);
  return account.client;
}

let counter = 0;
async function newCourse(by: SiteClient, name: string) {
  counter += 1;
  const { status, body } = await by.json<{ id: string }>('POST', '/api/courses', { name: `${name} ${counter}-${Date.now()}` });
  expect(status).toBe(201);
  return body.id;
}

async function addLesson(by: SiteClient, courseId: string, fields: Record<string, unknown>) {
  const { status, body } = await by.json<{ id: string }>('POST', `/api/courses/${courseId}/materials`, fields);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.id;
}

async function student(courseId: string, name: string) {
  const account = await newSignedInStudent(sites.acme, { name });
  expect((await account.client.json('POST', `/api/courses/${courseId}/register/`)).status).toBe(200);
  return account;
}

async function submitEssay(courseId: string, lessonId: string, name: string) {
  const { client } = await student(courseId, name);
  expect((await client.json('POST', `/api/courses/${courseId}/materials/${lessonId}/assignment/submit`, { text: `${name}'s essay` })).status).toBe(200);
}

async function takeQuiz(courseId: string, lessonId: string, name: string, textAnswer: string) {
  const { client } = await student(courseId, name);
  const base = `/api/courses/${courseId}/materials/${lessonId}`;
  expect((await client.json('POST', `${base}/start-quiz`)).status).toBe(200);
  expect((await client.json('POST', `${base}/submit-answer`, { index: 0, answer: 1 })).status).toBe(200);
  expect((await client.json('POST', `${base}/submit-answer`, { index: 1, answer: textAnswer })).status).toBe(200);
  expect((await client.json('POST', `${base}/submit-quiz`)).status).toBe(200);
}

const summary = (inbox: Inbox) => inbox.items.map((item) => `${item.kind}: ${item.student.name}`);

let essayCourse: string;
let essayLesson: string;
let quizCourse: string;
let quizLesson: string;

beforeAll(async () => {
  owner = await signedInClient(sites.acme, ACME.ownerEmail, ACME.ownerPassword);
  otherOwner = await signedInClient(sites.other, OTHER.ownerEmail, OTHER.ownerPassword);
  teacherA = await newTeacher('Ustadh Karim');
  teacherB = await newTeacher('Ustadha Mona');
  essayCourse = await newCourse(teacherA, 'Tajweed essays');
  essayLesson = await addLesson(teacherA, essayCourse, { name: 'Essay on madd', type: 'assignment', assignment_settings: { instructions: 'Explain the rules of madd.', max_grade: 20 } });
  quizCourse = await newCourse(teacherA, 'Recitation quiz');
  quizLesson = await addLesson(teacherA, quizCourse, {
    name: 'Makharij quiz',
    type: 'quiz',
    quiz: [
      { type: 'single', text: 'How many makharij?', options: ['5', '17'], correct: [1] },
      { type: 'text', text: 'Where is the letter qaf pronounced?', correct: ['back of the tongue'], score: 4 },
    ],
  });
  const otherCourse = await newCourse(teacherB, 'Mona’s course');
  const otherLesson = await addLesson(teacherB, otherCourse, { name: 'Mona’s essay', type: 'assignment', assignment_settings: { instructions: 'Write.' } });

  // In order of handing in: the inbox must give them oldest first, whatever their kind.
  await submitEssay(essayCourse, essayLesson, 'Amina Saleh');
  await takeQuiz(quizCourse, quizLesson, 'Bilal Haddad', 'near the uvula, deep in the mouth');
  await submitEssay(otherCourse, otherLesson, 'Dina Farouk');
  await submitEssay(essayCourse, essayLesson, 'Chadi Nasser');
  // Accepted automatically: nothing for a person to judge.
  await takeQuiz(quizCourse, quizLesson, 'Eman Said', ' Back of the Tongue ');
});

describe('the to-grade inbox', () => {
  it('lists the work of the courses the caller manages, oldest first, with what grading it needs', async () => {
    const { status, body } = await teacherA.json<Inbox>('GET', INBOX);
    expect(status).toBe(200);
    expect(summary(body)).toEqual(['assignment: Amina Saleh', 'quiz: Bilal Haddad', 'assignment: Chadi Nasser']);
    expect(body.count).toBe(3);
    const times = body.items.map((item) => Date.parse(item.submittedAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const [essay, quiz] = body.items;
    expect(essay).toMatchObject({
      course: { id: essayCourse },
      lesson: { id: essayLesson, name: 'Essay on madd' },
      link: `/courses/${essayCourse}/lessons/${essayLesson}`,
      gradePath: `/api/courses/${essayCourse}/materials/${essayLesson}/assignment/${essay!.id}/grade`,
      maxGrade: 20,
      submission: { text: "Amina Saleh's essay", state: 'submitted', grade: null },
    });
    expect(quiz).toMatchObject({
      course: { id: quizCourse },
      lesson: { id: quizLesson, name: 'Makharij quiz' },
      link: `/admin/courses/${quizCourse}/quizzes/${quizLesson}`,
      scorePath: `/api/courses/${quizCourse}/materials/${quizLesson}/update-score/${quiz!.student.id}`,
      attempt: { state: 'submitted', score: 1, maxScore: 5, answers: [{ index: 0, answer: 1 }, { index: 1, answer: 'near the uvula, deep in the mouth' }], correct: [true, false] },
      questions: [{ type: 'single' }, { type: 'text', correct: ['back of the tongue'] }],
    });
    expect(await teacherA.json('GET', COUNT)).toEqual({ status: 200, body: { count: 3 } });
  });

  it('gives each manager their courses only, and the owner every course', async () => {
    expect(summary((await teacherB.json<Inbox>('GET', INBOX)).body)).toEqual(['assignment: Dina Farouk']);
    expect(summary((await owner.json<Inbox>('GET', INBOX)).body)).toEqual(['assignment: Amina Saleh', 'quiz: Bilal Haddad', 'assignment: Dina Farouk', 'assignment: Chadi Nasser']);
  });

  it('refuses visitors (401) and those who do not teach (403)', async () => {
    const visitor = new SiteClient(sites.acme);
    const { client: learner } = await newSignedInStudent(sites.acme);
    for (const path of [INBOX, COUNT]) {
      expect((await visitor.json('GET', path)).status).toBe(401);
      expect(await learner.json('GET', path)).toEqual({ status: 403, body: { error: expect.any(String) } });
    }
  });

  it("never shows another site's work, to its owner or its teachers", async () => {
    expect(await otherOwner.json('GET', INBOX)).toEqual({ status: 200, body: { count: 0, items: [] } });
    expect(await otherOwner.json('GET', COUNT)).toEqual({ status: 200, body: { count: 0 } });
    // Acme's session is not a session on the other site, and the other site's is none here.
    const borrowed = new SiteClient(sites.other);
    borrowed.useSessionCookie(owner.sessionCookie!);
    expect((await borrowed.json('GET', INBOX)).status).toBe(401);
  });

  it('lets go of a submission once graded and of an attempt once scored, and the count follows', async () => {
    const { body } = await teacherA.json<Inbox>('GET', INBOX);
    const [essay, quiz] = body.items;
    expect((await teacherA.json('POST', essay!.gradePath!, { grade: 18, feedback: 'Clear and right.' })).status).toBe(200);
    expect(await teacherA.json('GET', COUNT)).toEqual({ status: 200, body: { count: 2 } });
    expect((await teacherA.json('POST', quiz!.scorePath!, { score: 4 })).status).toBe(200);
    const after = (await teacherA.json<Inbox>('GET', INBOX)).body;
    expect(summary(after)).toEqual(['assignment: Chadi Nasser']);
    expect(after.count).toBe(1);
    // A score set once stays set: a second correction does not bring the attempt back.
    expect((await teacherA.json('POST', quiz!.scorePath!, { score: 3 })).status).toBe(200);
    expect(await teacherA.json('GET', COUNT)).toEqual({ status: 200, body: { count: 1 } });
  });
});
