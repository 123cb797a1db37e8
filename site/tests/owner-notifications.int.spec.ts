import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSignedInStudent, newStudent, signedInClient } from '@halaqa/infra/testing/accounts';
import { buildAdmin, startAdminServer, type RunningAdmin } from '@halaqa/infra/testing/admin-server';
import { waitForMail } from '@halaqa/infra/testing/mailbox';
import { SiteClient } from '@halaqa/infra/testing/site-client';
import { sql } from '@halaqa/infra/testing/sql';
import { ACME, OTHER, useTwoSites } from '@halaqa/infra/testing/two-sites';

/**
 * Issue #14, notifications for owners and course managers: a sign-up, an enrolment, handed-in
 * work (an assignment, a quiz answer waiting for a person), a forum question and a problem report
 * each tell the right people and no one else; many events of one kind, course and hour make one
 * notification (parallel ones too) and one mail; the problem-report calls with every refusal,
 * another site's ids, and Payload's REST closed to the new collection.
 */
const sites = useTwoSites();
let admin: RunningAdmin;
let owner: SiteClient;
let ownerId: string;
let otherOwner: SiteClient;

type Notice = { id: string; title: string; message: string; link: string; unread: boolean; timestamp: string };
type Report = { id: string; text: string; date: string; lesson: { id: string; name: string }; student: { id: string; name: string } };

const rows = <T extends Record<string, unknown>>(text: string, values: unknown[] = []) => sql<T>(sites.databaseUrl, text, values);

const noticesOf = async (client: SiteClient) => {
  const { status, body } = await client.json<Notice[]>('GET', '/api/users/notifications');
  expect(status).toBe(200);
  return body;
};
const titled = async (client: SiteClient, title: string) => (await noticesOf(client)).filter((notice) => notice.title === title);

/** The batch rows a user has for one kind and course (every hour), straight from the table. */
const batchRows = (userId: string, kind: string, courseId: string) =>
  rows<{ id: string; batch_events: string[]; read: boolean }>('SELECT id, batch_events, read FROM notifications WHERE user_id = $1 AND batch_key LIKE $2', [userId, `${kind}:${courseId}:%`]);

/** The batch mail jobs waiting for (or done with) one notification. */
const mailJobsOf = (notificationId: string) =>
  rows<{ id: string; state: string; start_after: Date }>("SELECT id, state, start_after FROM pgboss.job WHERE name = 'manager-notification-mail' AND data->>'notificationId' = $1", [notificationId]);
const runNow = (jobId: string) => rows("UPDATE pgboss.job SET start_after = now() WHERE id = $1 AND name = 'manager-notification-mail'", [jobId]);

/**
 * Batches are per clock hour: a test that counts one batch starts early enough in an hour to end
 * in it (it waits for the next hour when less than two minutes are left).
 */
const HOURS_LAST_MINUTES = 120_000;
async function withinOneHour(): Promise<void> {
  const left = 3_600_000 - (Date.now() % 3_600_000);
  if (left < HOURS_LAST_MINUTES) await new Promise((resolve) => setTimeout(resolve, left + 1_000));
}
/** The timeout of a test that calls withinOneHour: its own minute plus the longest wait for the hour. */
const WITH_THE_HOURS_TURN = 60_000 + HOURS_LAST_MINUTES + 1_000;

let counter = 0;
async function newTeacher(name: string, settings?: Record<string, unknown>) {
  const account = await newSignedInStudent(sites.acme, { name });
  expect((await owner.json('PUT', `/api/users/${account.id}`, { isTeacher: true })).status).toBe(200);
  if (settings) expect((await account.client.json('PUT', '/api/users/me', { settings: JSON.stringify(settings) })).status).toBe(200);
  return account;
}

async function newCourse(by: SiteClient, name: string) {
  counter += 1;
  const fullName = `${name} ${counter}-${Date.now()}`;
  const { status, body } = await by.json<{ id: string }>('POST', '/api/courses', { name: fullName });
  expect(status).toBe(201);
  return { id: body.id, name: fullName };
}

async function addLesson(by: SiteClient, courseId: string, fields: Record<string, unknown>) {
  const { status, body } = await by.json<{ id: string }>('POST', `/api/courses/${courseId}/materials`, fields);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.id;
}

async function registeredStudent(courseId: string, name: string) {
  const account = await newSignedInStudent(sites.acme, { name });
  expect((await account.client.json('POST', `/api/courses/${courseId}/register/`)).status).toBe(200);
  return account;
}

beforeAll(async () => {
  owner = await signedInClient(sites.acme, ACME.ownerEmail, ACME.ownerPassword);
  ownerId = (await owner.json<{ user: { id: string } }>('GET', '/api/users/info')).body.user.id;
  otherOwner = await signedInClient(sites.other, OTHER.ownerEmail, OTHER.ownerPassword);
});

afterAll(async () => {
  await admin?.stop();
});

describe('who is told', () => {
  it('tells the owner and admins who manage users of a sign-up, not other admins, suspended ones or the newcomer', async () => {
    await withinOneHour();
    const usersAdmin = await newSignedInStudent(sites.acme, { name: 'Users Admin' });
    const blogAdmin = await newSignedInStudent(sites.acme, { name: 'Blog Admin' });
    const suspendedAdmin = await newSignedInStudent(sites.acme, { name: 'Suspended Admin' });
    for (const [account, rights] of [
      [usersAdmin, ['manage-users']],
      [blogAdmin, ['modify-blog']],
      [suspendedAdmin, ['manage-users']],
    ] as const) {
      expect((await owner.json('POST', `/api/users/${account.id}/rights`, { newRole: 'admin', rights })).status).toBe(200);
    }
    expect((await owner.json('POST', `/api/users/${suspendedAdmin.id}/suspend`)).status).toBe(200);

    const newcomer = await newSignedInStudent(sites.acme, { name: 'Nadia Newcomer' });
    const title = `New account on ${ACME.name}`;
    const [toOwner] = await titled(owner, title);
    expect(toOwner).toMatchObject({ link: '/admin/users', unread: true });
    expect(toOwner!.message).toMatch(/Nadia Newcomer/);
    const [toUsersAdmin] = await titled(usersAdmin.client, title);
    expect(toUsersAdmin!.message).toMatch(/Nadia Newcomer/);
    expect(await titled(blogAdmin.client, title)).toEqual([]);
    expect(await rows('SELECT id FROM notifications WHERE user_id = $1', [suspendedAdmin.id])).toEqual([]);
    expect(await noticesOf(newcomer.client)).toEqual([]);
    // The other site hears nothing of it.
    expect((await noticesOf(otherOwner)).filter((notice) => notice.message.includes('Nadia Newcomer'))).toEqual([]);
    // The plan (pro) allows the owner and 4 admins: these two give their places back.
    for (const account of [blogAdmin, suspendedAdmin]) expect((await owner.json('POST', `/api/users/${account.id}/rights`, { newRole: 'user' })).status).toBe(200);
  }, WITH_THE_HOURS_TURN);

  it("tells a course's managers of an enrolment: its teacher, the owner and admins of that course, no one else", async () => {
    const teacher = await newTeacher('Ustadh Karim');
    const otherTeacher = await newTeacher('Ustadha Mona');
    const course = await newCourse(teacher.client, 'Tajweed');
    const courseAdmin = await newSignedInStudent(sites.acme, { name: 'Course Admin' });
    const elsewhereAdmin = await newSignedInStudent(sites.acme, { name: 'Elsewhere Admin' });
    const elsewhere = await newCourse(owner, 'Elsewhere');
    for (const [account, courses] of [
      [courseAdmin, [course.id]],
      [elsewhereAdmin, [elsewhere.id]],
    ] as const) {
      expect((await owner.json('POST', `/api/users/${account.id}/rights`, { newRole: 'admin', rights: ['modify-courses'] })).status).toBe(200);
      expect((await owner.json('POST', `/api/users/${account.id}/courses`, { courses })).status).toBe(200);
    }

    const student = await registeredStudent(course.id, 'Amina Saleh');
    // Registering again is no new enrolment.
    expect((await student.client.json('POST', `/api/courses/${course.id}/register/`)).status).toBe(200);
    const title = `New student in ${course.name}`;
    for (const manager of [teacher.client, owner, courseAdmin.client]) {
      const found = await titled(manager, title);
      expect(found).toHaveLength(1);
      expect(found[0]).toMatchObject({ message: `Amina Saleh enrolled in ${course.name}.`, link: `/admin/courses/${course.id}`, unread: true });
    }
    for (const stranger of [otherTeacher.client, elsewhereAdmin.client, student.client]) expect(await titled(stranger, title)).toEqual([]);
  });

  it('tells of a forum question but not of replies, nor of topics managers open', async () => {
    const teacher = await newTeacher('Ustadh Bilal');
    const course = await newCourse(teacher.client, 'Seerah');
    const student = await registeredStudent(course.id, 'Omar Farouk');
    const asked = await student.client.json<{ id: string }>('POST', `/api/courses/${course.id}/forum/topic`, { title: 'When was the Hijra?', content: '<p>Which year?</p>' });
    expect(asked.status).toBe(200);
    const title = `New question in ${course.name}`;
    const [question] = await titled(teacher.client, title);
    expect(question).toMatchObject({ message: 'Omar Farouk asked in the forum: “When was the Hijra?”.', link: `/dashboard/courses/${course.id}/discussion` });

    expect((await student.client.json('POST', `/api/courses/${course.id}/forum/topic/${asked.body.id}/reply`, { content: '<p>Also the month?</p>' })).status).toBe(200);
    expect((await teacher.client.json('POST', `/api/courses/${course.id}/forum/topic`, { title: 'Reading list', content: '<p>Books.</p>' })).status).toBe(200);
    expect((await batchRows(teacher.id, 'question', course.id)).flatMap((row) => row.batch_events)).toEqual([asked.body.id]);
    expect((await batchRows(ownerId, 'question', course.id)).flatMap((row) => row.batch_events)).toEqual([asked.body.id]);
    expect(await titled(student.client, title)).toEqual([]);
  });

  it('leaves suspended managers out', async () => {
    const teacher = await newTeacher('Ustadh Hamza');
    const course = await newCourse(owner, 'Fiqh');
    expect((await owner.json('PUT', `/api/courses/${course.id}`, { trainer_id: teacher.id })).status).toBe(200);
    expect((await owner.json('POST', `/api/users/${teacher.id}/suspend`)).status).toBe(200);
    await registeredStudent(course.id, 'Sara Adel');
    expect(await rows('SELECT id FROM notifications WHERE user_id = $1', [teacher.id])).toEqual([]);
    expect(await titled(owner, `New student in ${course.name}`)).toHaveLength(1);
  });
});

describe('batching handed-in work', () => {
  it('makes one notification of many submissions in an hour, parallel ones included, and one mail with the final count', async () => {
    await withinOneHour();
    const teacher = await newTeacher('Ustadh Yusuf');
    const quietTeacher = await newTeacher('Ustadha Huda', { emailNotifications: false });
    const course = await newCourse(teacher.client, 'Essays');
    expect((await owner.json('PUT', `/api/courses/${course.id}`, { admins: [quietTeacher.id] })).status).toBe(200);
    const essay = await addLesson(teacher.client, course.id, { name: 'Essay on madd', type: 'assignment', assignment_settings: { instructions: 'Explain madd.' } });
    const quiz = await addLesson(teacher.client, course.id, { name: 'Makharij quiz', type: 'quiz', quiz: [{ type: 'text', text: 'Where is qaf pronounced?', correct: ['back of the tongue'] }] });
    const submit = (client: SiteClient, text: string) => client.json('POST', `/api/courses/${course.id}/materials/${essay}/assignment/submit`, { text });
    const takeQuiz = async (client: SiteClient, answer: string) => {
      const base = `/api/courses/${course.id}/materials/${quiz}`;
      expect((await client.json('POST', `${base}/start-quiz`)).status).toBe(200);
      expect((await client.json('POST', `${base}/submit-answer`, { index: 0, answer })).status).toBe(200);
      expect((await client.json('POST', `${base}/submit-quiz`)).status).toBe(200);
    };

    const first = await registeredStudent(course.id, 'Student One');
    expect((await submit(first.client, 'My essay')).status).toBe(200);
    const title = `Work to grade in ${course.name}`;
    const [single] = await titled(teacher.client, title);
    expect(single).toMatchObject({ message: 'Student One handed in work for “Essay on madd”.', link: '/teacher', unread: true });

    // The teacher reads it; then more work arrives, three at the very same moment.
    expect((await teacher.client.json('PUT', '/api/users/notifications/read')).status).toBe(200);
    const crowd = await Promise.all(['Student Two', 'Student Three', 'Student Four'].map((name) => registeredStudent(course.id, name)));
    const replies = await Promise.all(crowd.map((student) => submit(student.client, `${student.student.name}'s essay`)));
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200]);
    // Replacing work within the hour is the same submission; a quiz answer accepted automatically waits for no one.
    expect((await submit(first.client, 'My essay, corrected')).status).toBe(200);
    await takeQuiz((await registeredStudent(course.id, 'Student Five')).client, ' Back of the tongue ');
    await takeQuiz((await registeredStudent(course.id, 'Student Six')).client, 'near the uvula');

    const batches = await titled(teacher.client, title);
    expect(batches).toHaveLength(1);
    expect(batches[0]).toMatchObject({ id: single!.id, message: 'New submissions this hour: 5. The latest: Student Six, “Makharij quiz”.', unread: true });
    expect(Date.parse(batches[0]!.timestamp)).toBeGreaterThanOrEqual(Date.parse(single!.timestamp));
    for (const manager of [teacher.id, quietTeacher.id, ownerId]) {
      const [row, ...more] = await batchRows(manager, 'submission', course.id);
      expect(more).toEqual([]);
      expect(row!.batch_events).toHaveLength(5);
    }

    // One mail for the batch, waiting for the end of the hour; none for whoever turned mail off.
    const jobs = await mailJobsOf(single!.id);
    expect(jobs).toHaveLength(1);
    const hourEnd = Math.ceil(Date.parse(single!.timestamp) / 3_600_000) * 3_600_000;
    expect(jobs[0]!.start_after.getTime()).toBe(hourEnd + 60_000);
    const [quietBatch] = await batchRows(quietTeacher.id, 'submission', course.id);
    expect(await mailJobsOf(quietBatch!.id)).toEqual([]);

    await runNow(jobs[0]!.id);
    const mail = await waitForMail(teacher.student.email, 30_000);
    expect(mail.subject).toBe(`${ACME.name}: ${title}`);
    expect(mail.text).toContain('New submissions this hour: 5.');
    expect(mail.text).toContain(`${sites.acme}/teacher`);
    // A retried job finds the batch mailed and sends nothing more.
    await expect.poll(async () => (await mailJobsOf(single!.id))[0]!.state, { timeout: 30_000 }).toBe('completed');
    await rows("UPDATE pgboss.job SET state = 'retry', start_after = now() WHERE id = $1 AND name = 'manager-notification-mail'", [jobs[0]!.id]);
    await expect.poll(async () => (await mailJobsOf(single!.id))[0]!.state, { timeout: 30_000 }).toBe('completed');
    await expect(waitForMail(teacher.student.email, 3_000)).rejects.toThrow(/No mail/);
  }, 240_000);
});

describe('problem reports', () => {
  let teacher: Awaited<ReturnType<typeof newTeacher>>;
  let course: { id: string; name: string };
  let lesson: string;
  let student: Awaited<ReturnType<typeof registeredStudent>>;
  const reportsPath = () => `/api/courses/${course.id}/materials/${lesson}/problem-reports`;

  beforeAll(async () => {
    teacher = await newTeacher('Ustadha Layla');
    course = await newCourse(teacher.client, 'Recitation');
    lesson = await addLesson(teacher.client, course.id, { name: 'Surah Al-Mulk', type: 'article' });
    student = await registeredStudent(course.id, 'Khalid Nabil');
  });

  it("stores a student's report, tells the course's managers once per hour, and shows the reports to them", async () => {
    await withinOneHour();
    const sent = await student.client.json<Report>('POST', reportsPath(), { text: '  The audio stops at 2:10.  ' });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ text: 'The audio stops at 2:10.', lesson: { id: lesson, name: 'Surah Al-Mulk' }, student: { id: student.id, name: 'Khalid Nabil' } });
    const title = `Problem reported in ${course.name}`;
    const [notice] = await titled(teacher.client, title);
    expect(notice).toMatchObject({ message: 'Khalid Nabil reported a problem with “Surah Al-Mulk”: The audio stops at 2:10.', link: `/admin/courses/${course.id}#problem-reports`, unread: true });

    const second = await student.client.json<Report>('POST', reportsPath(), { text: 'The text has a typo in verse 3.' });
    expect(second.status).toBe(200);
    const batched = await titled(teacher.client, title);
    expect(batched).toHaveLength(1);
    expect(batched[0]!.message).toBe('Problem reports this hour: 2. The latest, about “Surah Al-Mulk”: The text has a typo in verse 3.');
    expect(await titled(owner, title)).toHaveLength(1);
    expect(await titled(student.client, title)).toEqual([]);

    const listed = await teacher.client.json<Report[]>('GET', `/api/courses/${course.id}/problem-reports`);
    expect(listed.status).toBe(200);
    expect(listed.body.map((report) => report.text)).toEqual(['The text has a typo in verse 3.', 'The audio stops at 2:10.']);
    expect((await owner.json<Report[]>('GET', `/api/courses/${course.id}/problem-reports`)).body).toHaveLength(2);
  }, WITH_THE_HOURS_TURN);

  it('refuses visitors, strangers to the course, bad text and unknown fields', async () => {
    expect(await new SiteClient(sites.acme).json('POST', reportsPath(), { text: 'Hi' })).toEqual({ status: 401, body: { error: 'You are not signed in.' } });
    const stranger = await newSignedInStudent(sites.acme);
    expect(await stranger.client.json('POST', reportsPath(), { text: 'Hi' })).toEqual({ status: 403, body: { error: 'Register for this course first.' } });
    const tooLong = 'x'.repeat(1001);
    for (const body of [{ text: '' }, { text: '   ' }, { text: tooLong }, { text: 42 }, {}]) {
      const reply = await student.client.json('POST', reportsPath(), body);
      expect(reply, JSON.stringify(body).slice(0, 40)).toEqual({ status: 400, body: { error: 'Describe the problem in 1 to 1000 characters.', field: 'text' } });
    }
    expect((await student.client.json('POST', reportsPath(), { text: 'Hi', course: 'x' })).status).toBe(400);
    // A lesson of another course, a hidden lesson, a course that does not exist: not found.
    const elsewhere = await newCourse(teacher.client, 'Elsewhere');
    const elsewhereLesson = await addLesson(teacher.client, elsewhere.id, { name: 'Other lesson', type: 'article' });
    expect((await student.client.json('POST', `/api/courses/${course.id}/materials/${elsewhereLesson}/problem-reports`, { text: 'Hi' })).status).toBe(404);
    const hidden = await addLesson(teacher.client, course.id, { name: 'Draft', type: 'article', visible: false });
    expect((await student.client.json('POST', `/api/courses/${course.id}/materials/${hidden}/problem-reports`, { text: 'Hi' })).status).toBe(404);
    expect((await student.client.json('POST', `/api/courses/${crypto.randomUUID()}/materials/${lesson}/problem-reports`, { text: 'Hi' })).status).toBe(404);

    // Only managers read the reports.
    expect((await student.client.json('GET', `/api/courses/${course.id}/problem-reports`)).status).toBe(403);
    expect((await new SiteClient(sites.acme).json('GET', `/api/courses/${course.id}/problem-reports`)).status).toBe(401);
  });

  it('keeps each site to its own: ids of another site are not found, sessions do not cross', async () => {
    const otherTeacher = await signedInClient(sites.other, OTHER.ownerEmail, OTHER.ownerPassword);
    const otherCourse = await newCourse(otherTeacher, 'Other recitation');
    const otherLesson = await addLesson(otherTeacher, otherCourse.id, { name: 'Other lesson', type: 'article' });
    const otherStudent = await newSignedInStudent(sites.other);
    expect((await otherStudent.client.json('POST', `/api/courses/${otherCourse.id}/register/`)).status).toBe(200);

    // Acme's student and owner aim at the other site's course through Acme: not found.
    expect(await student.client.json('POST', `/api/courses/${otherCourse.id}/materials/${otherLesson}/problem-reports`, { text: 'Hi' })).toEqual({ status: 404, body: { error: 'Not found.' } });
    expect(await owner.json('GET', `/api/courses/${otherCourse.id}/problem-reports`)).toEqual({ status: 404, body: { error: 'Not found.' } });
    // The other site's owner and student aim at Acme's course: not found.
    expect((await otherOwner.json('GET', `/api/courses/${course.id}/problem-reports`)).status).toBe(404);
    expect((await otherStudent.client.json('POST', reportsPath(), { text: 'Hi' })).status).toBe(404);
    // Acme's session on the other site's host is no one there.
    const crossing = new SiteClient(sites.other);
    crossing.useSessionCookie(student.client.sessionCookie!);
    expect((await crossing.json('POST', `/api/courses/${otherCourse.id}/materials/${otherLesson}/problem-reports`, { text: 'Hi' })).status).toBe(401);
    expect(await rows('SELECT id FROM problem_reports WHERE course_id = $1', [otherCourse.id])).toEqual([]);
  });

  it('lets a student send 10 reports an hour, then refuses with 429', async () => {
    const busy = await registeredStudent(course.id, 'Busy Student');
    const replies = [];
    for (let index = 0; index < 10; index += 1) replies.push((await busy.client.json('POST', reportsPath(), { text: `Problem ${index}` })).status);
    expect(replies).toEqual(Array(10).fill(200));
    const refused = await busy.client.json<{ error: string }>('POST', reportsPath(), { text: 'One more' });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(/^Too many requests\. Please try again in \d+ minutes\.$/);
    expect(await rows('SELECT id FROM problem_reports WHERE user_id = $1', [busy.id])).toHaveLength(10);
  });

  it("is closed on Payload's own REST API to everyone, the owner included, on either site's host", async () => {
    await buildAdmin();
    admin = await startAdminServer(sites.databaseUrl, sites.site.port);
    const [report] = await rows<{ id: string }>('SELECT id FROM problem_reports WHERE course_id = $1 LIMIT 1', [course.id]);
    const onAdmin = (client: SiteClient, domain: string) => {
      const rest = new SiteClient(`http://${domain}:${admin.port}`);
      rest.useSessionCookie(client.sessionCookie!);
      return rest;
    };
    for (const [client, domain] of [
      [owner, ACME.domain],
      [teacher.client, ACME.domain],
      [student.client, ACME.domain],
      [otherOwner, OTHER.domain],
      [otherOwner, ACME.domain],
    ] as const) {
      const api = onAdmin(client, domain);
      for (const [method, path, body] of [
        ['GET', '/api/problem-reports?limit=500', undefined],
        ['GET', `/api/problem-reports/${report!.id}`, undefined],
        ['PATCH', `/api/problem-reports/${report!.id}`, { text: 'Changed' }],
        ['DELETE', `/api/problem-reports/${report!.id}`, undefined],
        ['POST', '/api/problem-reports', { course: course.id, material: lesson, text: 'Planted' }],
      ] as const) {
        const reply = await api.request(method, path, body === undefined ? {} : { json: body });
        const text = await reply.text();
        expect([401, 403, 404], `${domain} ${method} ${path}: ${reply.status}`).toContain(reply.status);
        expect(text).not.toContain('The audio stops');
      }
    }
    expect(await rows('SELECT text FROM problem_reports WHERE id = $1', [report!.id])).toEqual([{ text: expect.not.stringMatching(/Changed/) }]);
    expect(await rows("SELECT id FROM problem_reports WHERE text = 'Planted'")).toEqual([]);
  }, 600_000);
});

describe("the owner's sign-up batch", () => {
  it('counts each newcomer once', async () => {
    await withinOneHour();
    const before = await rows<{ id: string; batch_events: string[] }>("SELECT id, batch_events FROM notifications WHERE user_id = $1 AND batch_key LIKE 'signUp:site:%' ORDER BY created_at DESC LIMIT 1", [ownerId]);
    const account = newStudent({ name: 'Counted Newcomer' });
    const signUp = await new SiteClient(sites.acme).json<{ user: { id: string } }>('POST', '/api/users/sign-up', account);
    expect(signUp.status).toBe(200);
    const after = await rows<{ id: string; batch_events: string[] }>("SELECT id, batch_events FROM notifications WHERE user_id = $1 AND batch_key LIKE 'signUp:site:%' ORDER BY created_at DESC LIMIT 1", [ownerId]);
    expect(after[0]!.batch_events).toContain(signUp.body.user.id);
    if (before[0]?.id === after[0]!.id) expect(after[0]!.batch_events).toHaveLength(before[0]!.batch_events.length + 1);
  }, WITH_THE_HOURS_TURN);
});
