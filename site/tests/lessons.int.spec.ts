import { beforeAll, describe, expect, it } from 'vitest';
import { newSignedInStudent, signedInClient } from '@halaqa/infra/testing/accounts';
import { SiteClient } from '@halaqa/infra/testing/site-client';
import { ACME, OTHER, useTwoSites } from '@halaqa/infra/testing/two-sites';

/** Issue #5: lessons (materials), their order, completion rules, prerequisites and hidden lessons. */
const sites = useTwoSites();
let owner: SiteClient;
let otherOwner: SiteClient;

type Lesson = { id: string; name: string; order: number; access: string; finishedmaterial: boolean; content: string; comments: unknown[] };

let counter = 0;
async function newCourse() {
  counter += 1;
  const { status, body } = await owner.json<{ id: string }>('POST', '/api/courses', { name: `Fiqh ${counter}-${Date.now()}` });
  expect(status).toBe(201);
  return body.id;
}

async function addLesson(courseId: string, fields: Record<string, unknown>) {
  const { status, body } = await owner.json<Lesson>('POST', `/api/courses/${courseId}/materials`, { type: 'article', ...fields });
  expect(status, JSON.stringify(body) + sites.site.output.slice(-20).join('\n')).toBe(200);
  return body;
}

async function registeredStudent(courseId: string) {
  const student = await newSignedInStudent(sites.acme);
  expect((await student.client.json('POST', `/api/courses/${courseId}/register/`)).status).toBe(200);
  return student;
}

const names = async (client: SiteClient, courseId: string) =>
  (await client.json<Lesson[]>('GET', `/api/courses/${courseId}/materials`)).body.map((lesson) => lesson.name);

beforeAll(async () => {
  owner = await signedInClient(sites.acme, ACME.ownerEmail, ACME.ownerPassword);
  otherOwner = await signedInClient(sites.other, OTHER.ownerEmail, OTHER.ownerPassword);
});

describe('lessons', () => {
  it('creates a lesson with sanitised content, files and a transcript, and updates only the fields sent', async () => {
    const courseId = await newCourse();
    const lesson = await addLesson(courseId, {
      name: 'Wudu',
      type: 'mixed',
      content: '<p>Steps <em>in order</em></p><img src="x" onerror="alert(1)">',
      files: ['public/materials/1/a1b2_Wudu guide.pdf'],
      video: 'public/materials/2/c3d4_wudu.webm',
      transcript: [
        { start: 5, end: 9, text: 'Then the face' },
        { start: 0, end: 5, text: 'Begin with the intention' },
      ],
      estimatedTime: 12,
      difficulty: 'beginner',
      tags: ['purification'],
    });
    expect(lesson).toMatchObject({
      name: 'Wudu',
      files: [{ key: 'public/materials/1/a1b2_Wudu guide.pdf', name: 'Wudu guide.pdf' }],
      videoType: 'video/webm',
      transcript: [{ start: 0 }, { start: 5 }],
      estimatedTime: 12,
      tags: ['purification'],
      completion: { logic: 'all', rules: [] },
    });
    expect(lesson.content).toContain('<em>in order</em>');
    expect(lesson.content).not.toMatch(/onerror|alert/);
    const updated = await owner.json<Lesson>('PUT', `/api/courses/${courseId}/materials/${lesson.id}`, { name: 'Wudu, step by step' });
    expect(updated.body).toMatchObject({ name: 'Wudu, step by step', estimatedTime: 12, type: 'mixed' });
  });

  it('keeps an image of the site’s files in a lesson’s content, and drops one from anywhere else (issue #14)', async () => {
    const courseId = await newCourse();
    const image = '<img src="/files/public/materials/x.png" alt="a">';
    // Sent back with its resized variant (issue #15); the address is the one written.
    const served = '<img src="/files/public/materials/x.png" srcset="/files/public/materials/x.png?w=1280" loading="lazy" alt="a">';
    const lesson = await addLesson(courseId, { name: 'With a picture', content: `<h2>Board</h2><p>Look: ${image}</p>` });
    expect(lesson.content).toBe(`<h2>Board</h2><p>Look:${served}</p>`);
    expect((await owner.json<Lesson>('GET', `/api/courses/${courseId}/materials/${lesson.id}`)).body.content).toContain(served);

    const tracked = await owner.json<Lesson>('PUT', `/api/courses/${courseId}/materials/${lesson.id}`, {
      content: '<p>Look: <img src="https://evil.example/p.png" alt="a"><img src="//evil.example/files/p.png" alt="b"></p>',
    });
    expect(tracked.status).toBe(200);
    expect(tracked.body.content).toBe('<p>Look:</p>');
    const read = (await owner.json<Lesson>('GET', `/api/courses/${courseId}/materials/${lesson.id}`)).body.content;
    expect(read).not.toContain('evil.example');
    expect(read).not.toContain('<img');
  });

  it('refuses overlapping or inverted transcripts and wrong or incomplete completion rules', async () => {
    const courseId = await newCourse();
    const refused = async (fields: Record<string, unknown>) => (await owner.json('POST', `/api/courses/${courseId}/materials`, { name: 'L', type: 'video', ...fields })).body;
    expect(await refused({ transcript: [{ start: 3, end: 3, text: 'a' }] })).toEqual({ error: 'Each transcript segment must start before it ends.', field: 'transcript' });
    expect(await refused({ transcript: [{ start: 0, end: 4, text: 'a' }, { start: 3, end: 6, text: 'b' }] })).toEqual({ error: 'Transcript segments cannot overlap.', field: 'transcript' });
    expect(await refused({ type: 'quiz', completion: { logic: 'all', rules: [{ type: 'quizScore', minScore: 50 }] } })).toEqual({
      error: 'This completion rule needs its base rule too.',
      field: 'completion.rules',
    });
    expect(await refused({ completion: { logic: 'all', rules: [{ type: 'viewed' }, { type: 'viewed' }] } })).toMatchObject({ error: 'The same completion rule cannot be added twice.' });
    expect(await refused({ completion: { logic: 'all', rules: [{ type: 'quizTaken' }] } })).toMatchObject({ error: 'This completion rule does not suit this type of lesson.' });
    expect(await refused({ type: 'podcast' })).toMatchObject({ field: 'type' });
    const lesson = await addLesson(courseId, { name: 'Quiz', type: 'quiz', completion: { logic: 'all', rules: [{ type: 'quizTaken' }] } });
    // A type change is checked against the rules already stored.
    expect((await owner.json('PUT', `/api/courses/${courseId}/materials/${lesson.id}`, { type: 'article' })).body).toMatchObject({ field: 'completion.rules' });
    expect(await names(owner, courseId)).toEqual(['Quiz']);
  });

  it('refuses a prerequisite from another course', async () => {
    const courseId = await newCourse();
    const elsewhere = await addLesson(await newCourse(), { name: 'Elsewhere' });
    const { body } = await owner.json('POST', `/api/courses/${courseId}/materials`, { name: 'L', type: 'article', prerequisites: [elsewhere.id] });
    expect(body).toEqual({ error: 'A prerequisite must be another lesson of this course.', field: 'prerequisites' });
  });

  it('lets only managers write lessons, and keeps other sites out', async () => {
    const courseId = await newCourse();
    const lesson = await addLesson(courseId, { name: 'Intro' });
    const student = await registeredStudent(courseId);
    expect((await student.client.json('POST', `/api/courses/${courseId}/materials`, { name: 'Mine', type: 'article' })).status).toBe(403);
    expect((await student.client.json('PUT', `/api/courses/${courseId}/materials/${lesson.id}`, { name: 'Mine' })).status).toBe(403);
    expect((await student.client.json('DELETE', `/api/courses/${courseId}/materials/${lesson.id}`)).status).toBe(403);
    expect((await otherOwner.json('GET', `/api/courses/${courseId}/materials`)).status).toBe(404);
    expect((await otherOwner.json('GET', `/api/courses/${courseId}/materials/${lesson.id}`)).status).toBe(404);
    expect((await otherOwner.json('PUT', `/api/courses/${courseId}/materials/${lesson.id}`, { name: 'Stolen' })).status).toBe(404);
    expect(await names(owner, courseId)).toEqual(['Intro']);
  });

  it('deletes a lesson with its progress and comments', async () => {
    const courseId = await newCourse();
    const lesson = await addLesson(courseId, { name: 'Gone soon' });
    const student = await registeredStudent(courseId);
    await student.client.json('POST', `/api/courses/${courseId}/materials/${lesson.id}/comments`, { content: '<p>Hi</p>' });
    expect(await owner.json('DELETE', `/api/courses/${courseId}/materials/${lesson.id}`)).toEqual({ status: 200, body: { ok: true } });
    expect((await student.client.json('GET', `/api/courses/${courseId}/materials/${lesson.id}`)).status).toBe(404);
    expect(await names(student.client, courseId)).toEqual([]);
  });
});

describe('who opens a lesson', () => {
  it('opens lessons to registered students and managers, previews to anyone, and nothing else', async () => {
    const courseId = await newCourse();
    const closed = await addLesson(courseId, { name: 'Closed', content: '<p>Secret</p>' });
    const preview = await addLesson(courseId, { name: 'Preview', content: '<p>Taste</p>', allowPreview: true });
    const visitor = new SiteClient(sites.acme);
    expect(await visitor.json('GET', `/api/courses/${courseId}/materials/${closed.id}`)).toEqual({ status: 401, body: { error: 'You are not signed in.' } });
    const outsider = await newSignedInStudent(sites.acme);
    expect(await outsider.client.json('GET', `/api/courses/${courseId}/materials/${closed.id}`)).toEqual({ status: 403, body: { error: 'Register for this course first.' } });
    expect((await visitor.json<Lesson>('GET', `/api/courses/${courseId}/materials/${preview.id}`)).body.content).toContain('Taste');
    const student = await registeredStudent(courseId);
    expect((await student.client.json<Lesson>('GET', `/api/courses/${courseId}/materials/${closed.id}`)).body.content).toContain('Secret');
    // The curriculum itself is public: the course page shows it.
    expect(await names(visitor, courseId)).toEqual(['Closed', 'Preview']);
  });

  it('hides a hidden lesson from students (404) but not from managers', async () => {
    const courseId = await newCourse();
    const hidden = await addLesson(courseId, { name: 'Draft lesson', visible: false });
    await addLesson(courseId, { name: 'Published lesson' });
    const student = await registeredStudent(courseId);
    expect(await names(student.client, courseId)).toEqual(['Published lesson']);
    expect((await student.client.json('GET', `/api/courses/${courseId}/materials/${hidden.id}`)).status).toBe(404);
    expect(await names(owner, courseId)).toEqual(['Draft lesson', 'Published lesson']);
    expect((await owner.json('GET', `/api/courses/${courseId}/materials/${hidden.id}`)).status).toBe(200);
  });

  it('locks a lesson until its prerequisites are completed, then unlocks it', async () => {
    const courseId = await newCourse();
    const first = await addLesson(courseId, { name: 'First' });
    const second = await addLesson(courseId, { name: 'Second', prerequisites: [first.id] });
    const student = await registeredStudent(courseId);
    const access = async () => (await student.client.json<Lesson[]>('GET', `/api/courses/${courseId}/materials`)).body.map((lesson) => lesson.access);
    expect(await access()).toEqual(['notStarted', 'locked']);
    expect(await student.client.json('GET', `/api/courses/${courseId}/materials/${second.id}`)).toEqual({
      status: 403,
      body: { error: 'This lesson is locked until its prerequisites are completed.' },
    });
    expect((await student.client.json('POST', `/api/courses/${courseId}/materials/${second.id}/complete`)).status).toBe(403);
    expect(await student.client.json('POST', `/api/courses/${courseId}/materials/${first.id}/complete`)).toEqual({
      status: 200,
      body: { finishedmaterial: true, courseCompletion: 'inProgress' },
    });
    expect(await access()).toEqual(['completed', 'notStarted']);
    expect((await student.client.json('GET', `/api/courses/${courseId}/materials/${second.id}`)).status).toBe(200);
    expect(await access()).toEqual(['completed', 'inProgress']);
    expect(await student.client.json('POST', `/api/courses/${courseId}/materials/${second.id}/complete`)).toEqual({
      status: 200,
      body: { finishedmaterial: true, courseCompletion: 'completed' },
    });
    expect((await student.client.json('GET', `/api/courses/${courseId}`)).body).toMatchObject({ viewer: { completion: 'completed' } });
  });
});

describe('completion rules', () => {
  it('completes a viewed-only lesson by opening it', async () => {
    const courseId = await newCourse();
    const lesson = await addLesson(courseId, { name: 'Watch', completion: { logic: 'all', rules: [{ type: 'viewed' }] } });
    const student = await registeredStudent(courseId);
    expect((await student.client.json<Lesson>('GET', `/api/courses/${courseId}/materials/${lesson.id}`)).body.finishedmaterial).toBe(true);
  });

  it('refuses a mark that does not meet all rules, writing nothing, and accepts it once they are met', async () => {
    const courseId = await newCourse();
    const lesson = await addLesson(courseId, { name: 'Read then confirm', completion: { logic: 'all', rules: [{ type: 'viewed' }, { type: 'manual' }] } });
    const student = await registeredStudent(courseId);
    expect(await student.client.json('POST', `/api/courses/${courseId}/materials/${lesson.id}/complete`)).toEqual({
      status: 409,
      body: { error: 'This lesson’s completion rules are not met yet.' },
    });
    expect((await student.client.json<Lesson[]>('GET', `/api/courses/${courseId}/materials`)).body[0]).toMatchObject({ access: 'notStarted', finishedmaterial: false });
    await student.client.json('GET', `/api/courses/${courseId}/materials/${lesson.id}`);
    expect((await student.client.json('POST', `/api/courses/${courseId}/materials/${lesson.id}/complete`)).body).toMatchObject({ finishedmaterial: true });
    expect((await student.client.json('POST', `/api/courses/${courseId}/materials/${lesson.id}/uncomplete`)).body).toMatchObject({ finishedmaterial: false });
  });

  it('lets only registered students mark lessons', async () => {
    const courseId = await newCourse();
    const lesson = await addLesson(courseId, { name: 'L' });
    const outsider = await newSignedInStudent(sites.acme);
    expect((await outsider.client.json('POST', `/api/courses/${courseId}/materials/${lesson.id}/complete`)).status).toBe(403);
    expect((await new SiteClient(sites.acme).json('POST', `/api/courses/${courseId}/materials/${lesson.id}/complete`)).status).toBe(401);
  });
});

describe('lesson order', () => {
  it('shows a reorder to students only after the manager publishes it', async () => {
    const courseId = await newCourse();
    const a = await addLesson(courseId, { name: 'A' });
    await addLesson(courseId, { name: 'B' });
    const student = await registeredStudent(courseId);
    await owner.json('PUT', `/api/courses/${courseId}/materials/${a.id}`, { order: 5 });
    expect(await names(owner, courseId)).toEqual(['B', 'A']);
    expect(await names(student.client, courseId)).toEqual(['A', 'B']);
    expect((await student.client.json('PUT', `/api/courses/${courseId}`, { publishMaterialOrder: true })).status).toBe(403);
    expect((await owner.json('PUT', `/api/courses/${courseId}`, { publishMaterialOrder: true })).status).toBe(200);
    expect(await names(student.client, courseId)).toEqual(['B', 'A']);
  });
});
