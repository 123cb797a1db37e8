import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { newSignedInStudent, signedInClient } from '@halaqa/infra/testing/accounts';
import { uploadFile } from '@halaqa/infra/testing/files';
import { waitForMail } from '@halaqa/infra/testing/mailbox';
import { SiteClient } from '@halaqa/infra/testing/site-client';
import { ACME, OTHER, useTwoSites } from '@halaqa/infra/testing/two-sites';

/** Issue #5: comments on lessons, the course forum, announcements and ratings, with every refusal. */
const sites = useTwoSites();
let owner: SiteClient;
let otherOwner: SiteClient;

type Comment = { id: string; name: string; content: string; parentId: string | null; likes: string[]; userid: string; depth: number; edited: boolean };
type Topic = { id: string; title: string; locked: boolean; pinned: boolean; likes: string[]; replies: { id: string; content: string; likes: string[] }[] };

let counter = 0;
/** A course with one lesson, and a registered student. */
async function courseWithStudent(fields: Record<string, unknown> = {}) {
  counter += 1;
  const course = await owner.json<{ id: string }>('POST', '/api/courses', { name: `Seerah ${counter}-${Date.now()}`, ...fields });
  expect(course.status).toBe(201);
  const courseId = course.body.id;
  const lesson = await owner.json<{ id: string }>('POST', `/api/courses/${courseId}/materials`, { name: 'Makkah', type: 'article' });
  const student = await newSignedInStudent(sites.acme, { name: 'Aisha Student' });
  await student.client.json('POST', `/api/courses/${courseId}/register/`);
  return { courseId, lessonId: lesson.body.id, student };
}

beforeAll(async () => {
  owner = await signedInClient(sites.acme, ACME.ownerEmail, ACME.ownerPassword);
  otherOwner = await signedInClient(sites.other, OTHER.ownerEmail, OTHER.ownerPassword);
});

describe('comments', () => {
  it('nests replies and shows them flattened depth-first', async () => {
    const { courseId, lessonId, student } = await courseWithStudent();
    const path = `/api/courses/${courseId}/materials/${lessonId}/comments`;
    const first = (await student.client.json<Comment[]>('POST', path, { content: '<p>First question</p>', parentId: null, name: 'Aisha' })).body[0]!;
    await student.client.json('POST', path, { content: '<p>Second question</p>' });
    const replies = await owner.json<Comment[]>('POST', path, { content: '<p>An answer</p>', parentId: first.id });
    expect(replies.body.map(({ content, depth, name }) => ({ content, depth, name }))).toEqual([
      { content: '<p>First question</p>', depth: 0, name: 'Aisha Student' },
      { content: '<p>An answer</p>', depth: 1, name: expect.any(String) },
      { content: '<p>Second question</p>', depth: 0, name: 'Aisha Student' },
    ]);
    expect((await student.client.json<{ comments: Comment[] }>('GET', `/api/courses/${courseId}/materials/${lessonId}`)).body.comments).toHaveLength(3);
  });

  it('lets the author edit, the author or a manager delete, and nobody else', async () => {
    const { courseId, lessonId, student } = await courseWithStudent();
    const path = `/api/courses/${courseId}/materials/${lessonId}/comments`;
    const [comment] = (await student.client.json<Comment[]>('POST', path, { content: '<p>Typo</p>' })).body;
    const classmate = await newSignedInStudent(sites.acme);
    await classmate.client.json('POST', `/api/courses/${courseId}/register/`);
    expect((await classmate.client.json('PUT', `${path}/${comment!.id}/edit`, { content: '<p>Hacked</p>' })).status).toBe(403);
    expect((await classmate.client.json('DELETE', `${path}/${comment!.id}`)).status).toBe(403);
    expect((await owner.json('PUT', `${path}/${comment!.id}/edit`, { content: '<p>Owner edit</p>' })).status).toBe(403);
    const edited = await student.client.json<Comment[]>('PUT', `${path}/${comment!.id}/edit`, { content: '<p>Fixed</p>' });
    expect(edited.body[0]).toMatchObject({ content: '<p>Fixed</p>', edited: true });
    expect((await owner.json<Comment[]>('DELETE', `${path}/${comment!.id}`)).body).toEqual([]);
  });

  it('likes and unlikes, once per person', async () => {
    const { courseId, lessonId, student } = await courseWithStudent();
    const path = `/api/courses/${courseId}/materials/${lessonId}/comments`;
    const [comment] = (await student.client.json<Comment[]>('POST', path, { content: '<p>Like me</p>' })).body;
    await student.client.json('POST', `${path}/${comment!.id}/like`);
    expect(await student.client.json('POST', `${path}/${comment!.id}/like`)).toEqual({ status: 200, body: { likes: [comment!.userid] } });
    expect(await student.client.json('POST', `${path}/${comment!.id}/unlike`)).toEqual({ status: 200, body: { likes: [] } });
  });

  it('refuses visitors, outsiders, other sites, closed comments, empty text and a parent from elsewhere', async () => {
    const { courseId, lessonId, student } = await courseWithStudent();
    const path = `/api/courses/${courseId}/materials/${lessonId}/comments`;
    expect((await new SiteClient(sites.acme).json('POST', path, { content: '<p>Hi</p>' })).status).toBe(401);
    const outsider = await newSignedInStudent(sites.acme);
    expect(await outsider.client.json('POST', path, { content: '<p>Hi</p>' })).toEqual({ status: 403, body: { error: 'Register for this course first.' } });
    expect((await otherOwner.json('POST', path, { content: '<p>Hi</p>' })).status).toBe(404);
    expect(await student.client.json('POST', path, { content: '<p> </p>' })).toEqual({ status: 400, body: { error: 'Write something first.', field: 'content' } });
    expect(await student.client.json('POST', path, { content: '<script>x()</script>' })).toEqual({ status: 400, body: { error: 'Write something first.', field: 'content' } });
    const other = await courseWithStudent();
    const [foreign] = (await other.student.client.json<Comment[]>('POST', `/api/courses/${other.courseId}/materials/${other.lessonId}/comments`, { content: '<p>x</p>' })).body;
    expect((await student.client.json('POST', path, { content: '<p>Reply</p>', parentId: foreign!.id })).body).toMatchObject({ field: 'parentId' });
    await owner.json('PUT', `/api/courses/${courseId}/materials/${lessonId}`, { commentsAllowed: false });
    expect(await student.client.json('POST', path, { content: '<p>Hi</p>' })).toEqual({ status: 403, body: { error: 'Comments are turned off for this lesson.' } });
  });
});

describe('the forum', () => {
  it('opens topics, replies, pins first, and likes', async () => {
    const { courseId, student } = await courseWithStudent();
    const older = (await student.client.json<Topic>('POST', `/api/courses/${courseId}/forum/topic`, { title: 'Older', content: '<p>?</p>' })).body;
    const newer = (await student.client.json<Topic>('POST', `/api/courses/${courseId}/forum/topic`, { title: 'Newer', content: '<p>?</p>' })).body;
    const titles = async () => (await student.client.json<{ title: string }[]>('GET', `/api/courses/${courseId}/forum`)).body.map((topic) => topic.title);
    expect(await titles()).toEqual(['Newer', 'Older']);
    expect((await owner.json<Topic>('PUT', `/api/courses/${courseId}/forum/topic/${older.id}/pin`, { pinned: true })).body.pinned).toBe(true);
    expect(await titles()).toEqual(['Older', 'Newer']);
    const replied = await owner.json<Topic>('POST', `/api/courses/${courseId}/forum/topic/${newer.id}/reply`, { content: '<p>Answer</p>' });
    expect(replied.body.replies.map((reply) => reply.content)).toEqual(['<p>Answer</p>']);
    const replyId = replied.body.replies[0]!.id;
    expect((await student.client.json<{ likes: string[] }>('POST', `/api/courses/${courseId}/forum/topic/${newer.id}/reply/${replyId}/like`)).body.likes).toEqual([student.id]);
    expect((await student.client.json<{ likes: string[] }>('POST', `/api/courses/${courseId}/forum/topic/${newer.id}/like`)).body.likes).toEqual([student.id]);
    const listed = (await student.client.json<{ title: string; replies: number; likes: string[] }[]>('GET', `/api/courses/${courseId}/forum`)).body;
    expect(listed.find((topic) => topic.title === 'Newer')).toMatchObject({ replies: 1, likes: [student.id] });
  });

  it('refuses replies to a locked topic, for everyone, until it is unlocked', async () => {
    const { courseId, student } = await courseWithStudent();
    const topic = (await student.client.json<Topic>('POST', `/api/courses/${courseId}/forum/topic`, { title: 'Q', content: '<p>?</p>' })).body;
    expect((await student.client.json('PUT', `/api/courses/${courseId}/forum/topic/${topic.id}/lock`, { locked: true })).status).toBe(403);
    expect((await owner.json<Topic>('PUT', `/api/courses/${courseId}/forum/topic/${topic.id}/lock`, { locked: true })).body.locked).toBe(true);
    const refused = { status: 403, body: { error: 'This topic is locked: no more replies.' } };
    expect(await student.client.json('POST', `/api/courses/${courseId}/forum/topic/${topic.id}/reply`, { content: '<p>But</p>' })).toEqual(refused);
    expect(await owner.json('POST', `/api/courses/${courseId}/forum/topic/${topic.id}/reply`, { content: '<p>Me too</p>' })).toEqual(refused);
    await owner.json('PUT', `/api/courses/${courseId}/forum/topic/${topic.id}/lock`, { locked: false });
    expect((await student.client.json('POST', `/api/courses/${courseId}/forum/topic/${topic.id}/reply`, { content: '<p>Now</p>' })).status).toBe(200);
  });

  it('lets the author or a manager edit and delete, and keeps everyone else out', async () => {
    const { courseId, student } = await courseWithStudent();
    const topic = (await student.client.json<Topic>('POST', `/api/courses/${courseId}/forum/topic`, { title: 'Mine', content: '<p>?</p>' })).body;
    const classmate = await newSignedInStudent(sites.acme);
    await classmate.client.json('POST', `/api/courses/${courseId}/register/`);
    const topicPath = `/api/courses/${courseId}/forum/topic/${topic.id}`;
    expect((await classmate.client.json('PUT', topicPath, { title: 'Theirs' })).status).toBe(403);
    expect((await classmate.client.json('DELETE', topicPath)).status).toBe(403);
    expect((await student.client.json<Topic & { edited: boolean }>('PUT', topicPath, { title: 'Mine, edited' })).body).toMatchObject({ title: 'Mine, edited', edited: true });
    const reply = (await classmate.client.json<Topic>('POST', `${topicPath}/reply`, { content: '<p>r</p>' })).body.replies[0]!;
    expect((await student.client.json('PUT', `${topicPath}/reply/${reply.id}/`, { content: '<p>x</p>' })).status).toBe(403);
    expect((await classmate.client.json<Topic>('PUT', `${topicPath}/reply/${reply.id}/`, { content: '<p>r2</p>' })).body.replies[0]!.content).toBe('<p>r2</p>');
    expect((await owner.json<Topic>('DELETE', `${topicPath}/reply/${reply.id}/`)).body.replies).toEqual([]);
    const outsider = await newSignedInStudent(sites.acme);
    expect(await outsider.client.json('GET', `/api/courses/${courseId}/forum`)).toEqual({ status: 403, body: { error: 'Register for this course first.' } });
    expect((await otherOwner.json('GET', topicPath)).status).toBe(404);
    expect((await otherOwner.json('DELETE', topicPath)).status).toBe(404);
    expect((await new SiteClient(sites.acme).json('GET', `/api/courses/${courseId}/forum`)).status).toBe(401);
    expect(await student.client.json('DELETE', topicPath)).toEqual({ status: 200, body: { ok: true } });
    expect((await student.client.json('GET', topicPath)).status).toBe(404);
  });

  it('is closed when the course turns discussions off', async () => {
    const { courseId, student } = await courseWithStudent({ enable_discussions: false });
    expect(await student.client.json('GET', `/api/courses/${courseId}/forum`)).toEqual({ status: 403, body: { error: 'Discussions are turned off for this course.' } });
  });
});

describe('announcements', () => {
  it('notifies and mails every registered student, and shows them on the course', async () => {
    const { courseId, student } = await courseWithStudent();
    const posted = await owner.json<{ id: string; title: string }[]>('POST', `/api/courses/${courseId}/announcement`, { title: 'Exam on Friday', content: '<p>Bring a pen</p>' });
    expect(posted.status).toBe(200);
    expect(posted.body.map((announcement) => announcement.title)).toEqual(['Exam on Friday']);
    const mail = await waitForMail(student.student.email);
    expect(mail.subject).toContain('Exam on Friday');
    expect(mail.text).toContain('Bring a pen');
    const notifications = await student.client.json<{ title: string; link: string }[]>('GET', '/api/users/notifications');
    expect(notifications.body[0]).toMatchObject({ title: expect.stringContaining('Exam on Friday'), link: `/courses/${courseId}` });
    expect((await student.client.json('GET', `/api/courses/${courseId}`)).body).toMatchObject({ announcements: [{ title: 'Exam on Friday', content: '<p>Bring a pen</p>' }] });
    expect((await new SiteClient(sites.acme).json('GET', `/api/courses/${courseId}`)).body).toMatchObject({ announcements: [] });

    const id = posted.body[0]!.id;
    expect((await owner.json<{ title: string }[]>('PUT', `/api/courses/${courseId}/announcement/${id}`, { title: 'Exam moved' })).body[0]).toMatchObject({ title: 'Exam moved' });
    expect((await student.client.json('PUT', `/api/courses/${courseId}/announcement/${id}`, { title: 'No exam' })).status).toBe(403);
    expect((await student.client.json('POST', `/api/courses/${courseId}/announcement`, { title: 'Party', content: '<p>!</p>' })).status).toBe(403);
    expect((await otherOwner.json('DELETE', `/api/courses/${courseId}/announcement/${id}`)).status).toBe(404);
    expect(await owner.json('DELETE', `/api/courses/${courseId}/announcement/${id}`)).toEqual({ status: 200, body: [] });
  });

  it('carries an image uploaded for it to the students, as the announcement editor inserts it (issue #14)', async () => {
    const { courseId, student } = await courseWithStudent();
    const map = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#090' } }).png().toBuffer();
    const key = await uploadFile(owner, 'room map.png', map, { segment: 'announcements' });
    const image = `<img src="/files/${key}" alt="The room">`;
    const posted = await owner.json('POST', `/api/courses/${courseId}/announcement`, { title: 'New room', content: `<p>Here:${image}</p>` });
    expect(posted.status).toBe(200);
    const course = await student.client.json<{ announcements: { content: string }[] }>('GET', `/api/courses/${courseId}`);
    // Served with its resized variant; the space in the name is escaped in srcset, where it would separate candidates.
    const served = `<img src="/files/${key}" srcset="/files/${key.replaceAll(' ', '%20')}?w=1280" loading="lazy" alt="The room">`;
    expect(course.body.announcements[0]!.content).toBe(`<p>Here:${served}</p>`);
    const file = await student.client.request('GET', `/files/${key.split('/').map(encodeURIComponent).join('/')}`);
    expect([file.status, file.headers.get('content-type')]).toEqual([200, 'image/png']);
  });
});

describe('ratings', () => {
  it('lets registered students rate once (again replaces), and shows the average', async () => {
    const { courseId, student } = await courseWithStudent();
    const classmate = await newSignedInStudent(sites.acme);
    await classmate.client.json('POST', `/api/courses/${courseId}/register/`);
    await student.client.json('POST', `/api/courses/${courseId}/rate`, { rating: 2, notes: 'Hard' });
    await student.client.json('POST', `/api/courses/${courseId}/rate`, { rating: 5, notes: 'Loved it after all' });
    const summary = await classmate.client.json<{ average: number; count: number; mine: unknown }>('POST', `/api/courses/${courseId}/rate`, { rating: 4 });
    expect(summary.body).toMatchObject({ average: 4.5, count: 2, mine: { rating: 4 } });
    expect((await new SiteClient(sites.acme).json('GET', `/api/courses/${courseId}/rate`)).body).toMatchObject({ average: 4.5, count: 2, mine: null });
    expect((await new SiteClient(sites.acme).json('GET', `/api/courses/${courseId}`)).body).toMatchObject({ rating: { average: 4.5, count: 2 } });
  });

  it('refuses a bad rating, an outsider and another site; the rater or a manager deletes', async () => {
    const { courseId, student } = await courseWithStudent();
    expect(await student.client.json('POST', `/api/courses/${courseId}/rate`, { rating: 6 })).toEqual({
      status: 400,
      body: { error: 'A rating is a whole number from 1 to 5.', field: 'rating' },
    });
    const outsider = await newSignedInStudent(sites.acme);
    expect((await outsider.client.json('POST', `/api/courses/${courseId}/rate`, { rating: 5 })).status).toBe(403);
    expect((await otherOwner.json('GET', `/api/courses/${courseId}/rate`)).status).toBe(404);
    const { body } = await student.client.json<{ ratings: { id: string }[] }>('POST', `/api/courses/${courseId}/rate`, { rating: 1 });
    const ratingId = body.ratings[0]!.id;
    expect((await outsider.client.json('DELETE', `/api/courses/${courseId}/rate/${ratingId}`)).status).toBe(403);
    expect((await otherOwner.json('DELETE', `/api/courses/${courseId}/rate/${ratingId}`)).status).toBe(404);
    expect((await owner.json('DELETE', `/api/courses/${courseId}/rate/${ratingId}`)).body).toMatchObject({ count: 0 });
  });
});
