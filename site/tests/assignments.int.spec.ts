import { beforeAll, describe, expect, it } from 'vitest';
import { newSignedInStudent, signedInClient } from '@halaqa/infra/testing/accounts';
import { FormData, SiteClient } from '@halaqa/infra/testing/site-client';
import { ACME, OTHER, useTwoSites } from '@halaqa/infra/testing/two-sites';

/** Issue #6, assignments: submitting, replacing, grading, refusals, overdue work, completion rules and who may open the files. */
const sites = useTwoSites();
let owner: SiteClient;
let otherOwner: SiteClient;
let teacher: SiteClient;

type Submission = { id: string; userId: string; fileKeys: string[]; text: string; state: string; grade: number | null; feedback: string; overdue: boolean };
type Lesson = { id: string; finishedmaterial: boolean; submission: Submission | null };

const GRADED = 'This assignment has been graded, so it can no longer be changed.';
const GRADE_INVALID = { error: 'The grade must be a number from 0 to the assignment’s maximum grade.', field: 'grade' };
const NOT_YOURS = { error: 'Attach only private files that you uploaded yourself.', field: 'fileKeys' };
const EMPTY = { error: 'Attach a file or write an answer before submitting.', field: 'text' };

async function newTeacher() {
  const account = await newSignedInStudent(sites.acme, { name: 'Ustadha Salma' });
  expect((await owner.json('PUT', `/api/users/${account.id}`, { isTeacher: true })).status).toBe(200);
  return account;
}

let counter = 0;
async function newCourse(by: SiteClient = teacher) {
  counter += 1;
  const { status, body } = await by.json<{ id: string }>('POST', '/api/courses', { name: `Tajweed essays ${counter}-${Date.now()}` });
  expect(status).toBe(201);
  return body.id;
}

async function addLesson(courseId: string, fields: Record<string, unknown>, by: SiteClient = teacher) {
  const { status, body } = await by.json<Lesson>('POST', `/api/courses/${courseId}/materials`, { name: 'Essay', type: 'assignment', ...fields });
  expect(status, JSON.stringify(body)).toBe(200);
  return body;
}

async function registeredStudent(courseId: string) {
  const student = await newSignedInStudent(sites.acme);
  expect((await student.client.json('POST', `/api/courses/${courseId}/register/`)).status).toBe(200);
  return student;
}

async function upload(client: SiteClient, name = 'essay.pdf', visibility = 'private') {
  const form = new FormData();
  form.set('file', new Blob(['%PDF-1.4\n% a recitation essay\n']), name);
  form.set('visibility', visibility);
  form.set('segment', visibility === 'private' ? 'submissions' : 'materials');
  const response = await client.request('POST', '/api/files/upload', { form });
  const body = (await response.json()) as { key: string };
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body.key;
}

const paths = (courseId: string, lessonId: string) => {
  const base = `/api/courses/${courseId}/materials/${lessonId}`;
  return {
    lesson: base,
    submit: `${base}/assignment/submit`,
    list: `${base}/assignment/submissions`,
    grade: (submissionId: string) => `${base}/assignment/${submissionId}/grade`,
  };
};

beforeAll(async () => {
  owner = await signedInClient(sites.acme, ACME.ownerEmail, ACME.ownerPassword);
  otherOwner = await signedInClient(sites.other, OTHER.ownerEmail, OTHER.ownerPassword);
  teacher = (await newTeacher()).client;
});

describe('submitting and grading', () => {
  it('takes private files and text, replaces them until graded, then shows the grade and notifies the student', async () => {
    const courseId = await newCourse();
    const lesson = await addLesson(courseId, { assignment_settings: { instructions: 'Record surah al-Fatiha and explain its rules.', max_grade: 20 } });
    const call = paths(courseId, lesson.id);
    const { client: student, id: studentId } = await registeredStudent(courseId);
    const key = await upload(student);

    const first = await student.json<Submission>('POST', call.submit, { fileKeys: [key, key], text: 'My recitation is attached.' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ userId: studentId, fileKeys: [key], text: 'My recitation is attached.', state: 'submitted', grade: null, feedback: '', overdue: false });
    expect(first.body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await student.json<Lesson>('GET', call.lesson)).body.submission).toMatchObject({ id: first.body.id, state: 'submitted' });

    // Until it is graded, submitting again replaces the work; it stays one submission.
    const second = await student.json<Submission>('POST', call.submit, { text: 'A better explanation, without the file.' });
    expect(second.body).toMatchObject({ id: first.body.id, fileKeys: [], text: 'A better explanation, without the file.', state: 'submitted' });

    const graded = await teacher.json<Submission>('POST', call.grade(first.body.id), { grade: 18, feedback: 'Clear rules; mind the madd.' });
    expect(graded).toMatchObject({ status: 200, body: { id: first.body.id, state: 'graded', grade: 18, feedback: 'Clear rules; mind the madd.' } });

    expect(await student.json('POST', call.submit, { text: 'One more try' })).toEqual({ status: 409, body: { error: GRADED } });
    expect((await student.json<Lesson>('GET', call.lesson)).body.submission).toMatchObject({ state: 'graded', grade: 18, text: 'A better explanation, without the file.' });

    const notifications = await student.json<{ title: string; message: string; link: string }[]>('GET', '/api/users/notifications');
    expect(notifications.body[0]).toMatchObject({ title: 'Assignment graded', message: expect.stringContaining('18 out of 20'), link: `/courses/${courseId}/lessons/${lesson.id}` });
  });

  it('lists a lesson’s submissions with their students for its managers, work to grade first', async () => {
    const courseId = await newCourse();
    const lesson = await addLesson(courseId, { assignment_settings: { instructions: 'Write about idgham.' } });
    const call = paths(courseId, lesson.id);
    const first = await registeredStudent(courseId);
    const second = await registeredStudent(courseId);
    const early = await first.client.json<Submission>('POST', call.submit, { text: 'Idgham merges two letters.' });
    await second.client.json('POST', call.submit, { text: 'Idgham with and without ghunnah.' });
    await teacher.json('POST', call.grade(early.body.id), { grade: 90 });

    const { status, body } = await teacher.json<(Submission & { student: { id: string; name: string } })[]>('GET', call.list);
    expect(status).toBe(200);
    expect(body.map((entry) => [entry.student.id, entry.state])).toEqual([
      [second.id, 'submitted'],
      [first.id, 'graded'],
    ]);
    expect(body[0]!.student.name).toBe('Mona Hassan');
  });

  it('grades from 0 to max_grade (100 by default), numbers only, by managers only; managers may correct a grade', async () => {
    const courseId = await newCourse();
    const outOfTen = await addLesson(courseId, { assignment_settings: { instructions: 'Short answer.', max_grade: 10 } });
    const byDefault = await addLesson(courseId, { name: 'Long essay', assignment_settings: { instructions: 'Long answer.' } });
    const student = await registeredStudent(courseId);
    const ten = paths(courseId, outOfTen.id);
    const hundred = paths(courseId, byDefault.id);
    const work = await student.client.json<Submission>('POST', ten.submit, { text: 'Iqlab turns noon into meem.' });
    const essay = await student.client.json<Submission>('POST', hundred.submit, { text: 'An essay.' });

    expect((await student.client.json('POST', ten.grade(work.body.id), { grade: 10 })).status).toBe(403);
    expect((await student.client.json('GET', ten.list)).status).toBe(403);
    for (const grade of [11, -1, '7', null]) expect(await teacher.json('POST', ten.grade(work.body.id), { grade })).toEqual({ status: 400, body: GRADE_INVALID });
    expect(await teacher.json('POST', ten.grade(work.body.id), { feedback: 'No grade' })).toEqual({ status: 400, body: GRADE_INVALID });
    expect(await teacher.json('POST', hundred.grade(essay.body.id), { grade: 101 })).toEqual({ status: 400, body: GRADE_INVALID });
    expect((await teacher.json<Submission>('POST', hundred.grade(essay.body.id), { grade: 100 })).body.grade).toBe(100);
    // A submission is graded through its own lesson only.
    expect((await teacher.json('POST', ten.grade(essay.body.id), { grade: 5 })).status).toBe(404);

    expect((await teacher.json<Submission>('POST', ten.grade(work.body.id), { grade: 6.5, feedback: 'Give an example.' })).body).toMatchObject({ grade: 6.5 });
    // The owner manages every course: a corrected grade keeps the feedback when none is sent.
    const corrected = await owner.json<Submission>('POST', ten.grade(work.body.id), { grade: 8 });
    expect(corrected.body).toMatchObject({ state: 'graded', grade: 8, feedback: 'Give an example.' });
    // The same grade sent again (a reply lost, a double click) changes nothing and tells no one.
    expect((await owner.json<Submission>('POST', ten.grade(work.body.id), { grade: 8 })).body).toMatchObject({ state: 'graded', grade: 8, feedback: 'Give an example.' });
    // Each grade, the corrected one too, reaches the student, once.
    const notifications = await student.client.json<{ message: string }[]>('GET', '/api/users/notifications');
    expect(notifications.body).toHaveLength(3);
    expect(notifications.body[0]!.message).toContain('8 out of 10');
  });

  it('marks work handed in after the due date as overdue, and work before it as on time', async () => {
    const courseId = await newCourse();
    const day = 24 * 60 * 60 * 1000;
    const past = await addLesson(courseId, { name: 'Late', assignment_settings: { instructions: 'Due yesterday.', dueDate: new Date(Date.now() - day).toISOString() } });
    const future = await addLesson(courseId, { name: 'On time', assignment_settings: { instructions: 'Due tomorrow.', dueDate: new Date(Date.now() + day).toISOString() } });
    const { client } = await registeredStudent(courseId);
    expect((await client.json<Submission>('POST', paths(courseId, past.id).submit, { text: 'Sorry, late.' })).body).toMatchObject({ state: 'submitted', overdue: true });
    expect((await client.json<Submission>('POST', paths(courseId, future.id).submit, { text: 'Early.' })).body).toMatchObject({ state: 'submitted', overdue: false });
  });
});

describe('refusals', () => {
  it('answers a visitor 401, a student who has not registered 403, and another site 404 on every call', async () => {
    const courseId = await newCourse();
    const lesson = await addLesson(courseId, { assignment_settings: { instructions: 'Explain ikhfa.' } });
    const call = paths(courseId, lesson.id);
    const student = await registeredStudent(courseId);
    const submission = await student.client.json<Submission>('POST', call.submit, { text: 'Ikhfa hides the noon.' });

    const visitor = new SiteClient(sites.acme);
    expect((await visitor.json('POST', call.submit, { text: 'x' })).status).toBe(401);
    expect((await visitor.json('GET', call.list)).status).toBe(401);
    expect((await visitor.json('POST', call.grade(submission.body.id), { grade: 1 })).status).toBe(401);

    const outsider = await newSignedInStudent(sites.acme);
    expect(await outsider.client.json('POST', call.submit, { text: 'x' })).toEqual({ status: 403, body: { error: 'Register for this course first.' } });
    expect((await outsider.client.json('GET', call.list)).status).toBe(403);
    expect((await outsider.client.json('POST', call.grade(submission.body.id), { grade: 1 })).status).toBe(403);

    expect(await otherOwner.json('POST', call.submit, { text: 'x' })).toEqual({ status: 404, body: { error: 'Not found.' } });
    expect((await otherOwner.json('GET', call.list)).status).toBe(404);
    expect((await otherOwner.json('POST', call.grade(submission.body.id), { grade: 1 })).status).toBe(404);
    expect((await teacher.json<Submission>('GET', call.list)).body).toHaveLength(1);
  });

  it('refuses empty work, and files that are not private files of the student’s own', async () => {
    const courseId = await newCourse();
    const lesson = await addLesson(courseId, { assignment_settings: { instructions: 'Upload your notes.' } });
    const call = paths(courseId, lesson.id);
    const { client } = await registeredStudent(courseId);
    const classmate = await registeredStudent(courseId);
    const theirs = await upload(classmate.client);
    const publicKey = await upload(owner, 'handout.pdf', 'public');

    expect(await client.json('POST', call.submit, {})).toEqual({ status: 400, body: EMPTY });
    expect(await client.json('POST', call.submit, { fileKeys: [], text: '  \n ' })).toEqual({ status: 400, body: EMPTY });
    expect(await client.json('POST', call.submit, { fileKeys: [theirs] })).toEqual({ status: 400, body: NOT_YOURS });
    expect(await client.json('POST', call.submit, { fileKeys: [publicKey], text: 'See the handout' })).toEqual({ status: 400, body: NOT_YOURS });
    expect(await client.json('POST', call.submit, { fileKeys: ['private/submissions/123/abcd1234_never.pdf'] })).toEqual({ status: 400, body: NOT_YOURS });
    expect((await client.json('POST', call.submit, { fileKeys: ['../../etc/passwd'] })).body).toEqual({ error: 'This is not the key of an uploaded file.', field: 'fileKeys.0' });
    expect((await client.json<Lesson>('GET', call.lesson)).body.submission).toBeNull();
  });

  it('takes submissions only on an assignment (or a mixed lesson with one) the student may open', async () => {
    const courseId = await newCourse();
    const article = await addLesson(courseId, { name: 'Reading', type: 'article', content: '<p>Read this.</p>' });
    const mixedWithout = await addLesson(courseId, { name: 'Video and notes', type: 'mixed', content: '<p>Watch.</p>' });
    const mixedWith = await addLesson(courseId, { name: 'Practice', type: 'mixed', assignment_settings: { instructions: 'Recite it back.' } });
    const locked = await addLesson(courseId, { name: 'Final essay', prerequisites: [article.id], assignment_settings: { instructions: 'Sum it up.' } });
    const hidden = await addLesson(courseId, { name: 'Draft', visible: false, assignment_settings: { instructions: 'Not yet.' } });
    const { client } = await registeredStudent(courseId);
    const work = { text: 'My work' };
    expect((await client.json('POST', paths(courseId, article.id).submit, work)).status).toBe(404);
    expect((await client.json('POST', paths(courseId, mixedWithout.id).submit, work)).status).toBe(404);
    expect((await client.json('POST', paths(courseId, mixedWith.id).submit, work)).status).toBe(200);
    expect(await client.json('POST', paths(courseId, locked.id).submit, work)).toEqual({ status: 403, body: { error: 'This lesson is locked until its prerequisites are completed.' } });
    expect((await client.json('POST', paths(courseId, hidden.id).submit, work)).status).toBe(404);
  });
});

describe('completion rules', () => {
  it('completes on submission with assignmentSubmitted, and unlocks the next lesson only once graded at least minScore', async () => {
    const courseId = await newCourse();
    const graded = await addLesson(courseId, {
      name: 'Graded essay',
      assignment_settings: { instructions: 'Write one page.', max_grade: 10 },
      completion: { logic: 'all', rules: [{ type: 'assignmentSubmitted' }, { type: 'assignmentGraded', minScore: 60 }] },
    });
    const next = await addLesson(courseId, { name: 'Next', type: 'article', content: '<p>Well done.</p>', prerequisites: [graded.id] });
    const submittedOnly = await addLesson(courseId, { name: 'Practice', assignment_settings: { instructions: 'Try it.' }, completion: { logic: 'all', rules: [{ type: 'assignmentSubmitted' }] } });
    const { client } = await registeredStudent(courseId);
    const finished = async (lessonId: string) => (await client.json<Lesson>('GET', paths(courseId, lessonId).lesson)).body.finishedmaterial;

    await client.json('POST', paths(courseId, submittedOnly.id).submit, { text: 'Done.' });
    expect(await finished(submittedOnly.id)).toBe(true);

    const work = await client.json<Submission>('POST', paths(courseId, graded.id).submit, { text: 'One page.' });
    expect(await finished(graded.id)).toBe(false);
    expect((await client.json('GET', paths(courseId, next.id).lesson)).status).toBe(403);

    await teacher.json('POST', paths(courseId, graded.id).grade(work.body.id), { grade: 5 });
    expect(await finished(graded.id)).toBe(false);
    expect((await client.json('GET', paths(courseId, next.id).lesson)).status).toBe(403);

    await teacher.json('POST', paths(courseId, graded.id).grade(work.body.id), { grade: 6 });
    expect(await finished(graded.id)).toBe(true);
    expect((await client.json('GET', paths(courseId, next.id).lesson)).status).toBe(200);
  });
});

describe('submitted files', () => {
  it('opens a submitted private file to the course’s managers, and keeps it from everyone else', async () => {
    const courseId = await newCourse();
    const lesson = await addLesson(courseId, { assignment_settings: { instructions: 'Upload your recitation.' } });
    const student = await registeredStudent(courseId);
    const submitted = await upload(student.client);
    const kept = await upload(student.client, 'diary.pdf');
    expect((await student.client.json('POST', paths(courseId, lesson.id).submit, { fileKeys: [submitted] })).status).toBe(200);
    const otherTeacher = await newTeacher();
    await newCourse(otherTeacher.client);
    const classmate = await registeredStudent(courseId);

    const status = async (client: SiteClient, key: string) => (await client.request('GET', `/files/${key}`)).status;
    expect(await status(teacher, submitted)).toBe(200);
    expect(await status(student.client, submitted)).toBe(200);
    expect(await status(otherTeacher.client, submitted)).toBe(404);
    expect(await status(classmate.client, submitted)).toBe(404);
    expect(await status(teacher, kept)).toBe(404);
  });
});
