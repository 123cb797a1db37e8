import { beforeAll, describe, expect, it } from 'vitest';
import { newSignedInStudent, signedInClient } from '@halaqa/infra/testing/accounts';
import { countRows } from '@halaqa/infra/testing/database-rows';
import { FormData, SiteClient } from '@halaqa/infra/testing/site-client';
import { ACME, OTHER, useTwoSites } from '@halaqa/infra/testing/two-sites';

/**
 * Issue #10 item 5: deleting an account that took part in a course. Its personal rows go with it
 * (counted in the database), its posts and certificate stay as "Deleted user", and every page
 * that shows them still renders, whether the student deletes themselves or the owner does.
 */
const sites = useTwoSites();
let owner: SiteClient;

const QUIZ = [{ type: 'single', text: 'Which letter is first?', options: ['Alif', 'Ba'], correct: [0] }];

/** Tables of personal rows, with the column that names their user. */
const PERSONAL_ROWS: [string, string][] = [
  ['registrations', 'user_id'],
  ['favorites', 'user_id'],
  ['lesson_progress', 'user_id'],
  ['quiz_attempts', 'user_id'],
  ['assignment_submissions', 'user_id'],
  ['likes', 'user_id'],
  ['ratings', 'user_id'],
  ['files', 'owner_id'],
  ['notifications', 'user_id'],
  ['follows', 'follower_id'],
  ['follows', 'followed_id'],
  ['sessions', 'user_id'],
  ['auth_tokens', 'user_id'],
];

beforeAll(async () => {
  owner = await signedInClient(sites.acme, ACME.ownerEmail, ACME.ownerPassword);
});

let counter = 0;
/**
 * A student who registered, favourited, finished a lesson, commented, asked in the forum and
 * replied, liked, rated, took a quiz, handed in work with a private file, earned a certificate,
 * follows the owner and is followed back; the owner answered in the comments and announced.
 */
async function activeStudent() {
  counter += 1;
  const course = (await owner.json<{ id: string }>('POST', '/api/courses', { name: `Deletion ${counter}-${Date.now()}`, cert_config: { score: -1, source: '*' } })).body.id;
  const lesson = (await owner.json<{ id: string }>('POST', `/api/courses/${course}/materials`, { name: 'Article', type: 'article' })).body.id;
  const quiz = (await owner.json<{ id: string }>('POST', `/api/courses/${course}/materials`, { name: 'Quiz', type: 'quiz', quiz: QUIZ })).body.id;
  const essay = (await owner.json<{ id: string }>('POST', `/api/courses/${course}/materials`, { name: 'Essay', type: 'assignment', assignment_settings: { instructions: 'Write.' } })).body.id;
  const student = await newSignedInStudent(sites.acme, { name: 'Leaving Student' });
  const { client } = student;
  const ok = async (method: string, path: string, body?: unknown) => {
    const reply = await client.json(method, path, body);
    expect(reply.status, `${method} ${path} ${JSON.stringify(reply.body)}`).toBe(200);
    return reply.body;
  };
  await ok('POST', `/api/courses/${course}/register/`);
  await ok('POST', `/api/courses/${course}/favorite/`);
  await ok('GET', `/api/courses/${course}/materials/${lesson}`);
  await ok('POST', `/api/courses/${course}/materials/${lesson}/complete`);
  const comments = (await ok('POST', `/api/courses/${course}/materials/${lesson}/comments`, { content: '<p>My question</p>' })) as unknown as { id: string }[];
  await owner.json('POST', `/api/courses/${course}/materials/${lesson}/comments`, { content: '<p>The answer</p>', parentId: comments[0]!.id });
  const lessonView = await owner.json<{ comments: { id: string; parentId: string | null }[] }>('GET', `/api/courses/${course}/materials/${lesson}`);
  const answer = lessonView.body.comments.find((comment) => comment.parentId)!;
  await ok('POST', `/api/courses/${course}/materials/${lesson}/comments/${answer.id}/like`);
  const topic = (await ok('POST', `/api/courses/${course}/forum/topic`, { title: 'Leaving soon', content: '<p>Forum question</p>' })) as { id: string };
  await ok('POST', `/api/courses/${course}/forum/topic/${topic.id}/reply`, { content: '<p>My own reply</p>' });
  await ok('POST', `/api/courses/${course}/forum/topic/${topic.id}/like`);
  await ok('POST', `/api/courses/${course}/rate`, { rating: 4, notes: 'Good' });
  await ok('POST', `/api/courses/${course}/materials/${quiz}/start-quiz`);
  await ok('POST', `/api/courses/${course}/materials/${quiz}/submit-answer`, { index: 0, answer: 0 });
  await ok('POST', `/api/courses/${course}/materials/${quiz}/submit-quiz`);
  const form = new FormData();
  form.set('file', new Blob(['%PDF-1.4\n% my essay\n']), 'essay.pdf');
  form.set('visibility', 'private');
  form.set('segment', 'submissions');
  const uploaded = await client.request('POST', '/api/files/upload', { form });
  const { key } = (await uploaded.json()) as { key: string };
  await ok('POST', `/api/courses/${course}/materials/${essay}/assignment/submit`, { fileKeys: [key], text: 'Attached.' });
  const certificate = (await ok('POST', `/api/courses/${course}/certificate`)) as { code: string };
  const ownerId = (await owner.json<{ user: { id: string } }>('GET', '/api/users/info')).body.user.id;
  await ok('POST', `/api/users/${ownerId}/follow`);
  expect((await owner.json('POST', `/api/users/${student.id}/follow`)).status).toBe(200);
  await owner.json('POST', `/api/courses/${course}/announcement`, { title: 'News', content: '<p>Welcome</p>' });
  await ok('POST', '/api/users/generate-token');

  for (const [table, column] of PERSONAL_ROWS) expect(await countRows(sites.databaseUrl, table, column, student.id), `${table}.${column} before`).toBeGreaterThan(0);
  return { course, lesson, topic: topic.id, key, certificate: certificate.code, student };
}

async function expectGoneButPostsStay(data: Awaited<ReturnType<typeof activeStudent>>) {
  const { course, lesson, topic, key, certificate, student } = data;
  for (const [table, column] of PERSONAL_ROWS) expect(await countRows(sites.databaseUrl, table, column, student.id), `${table}.${column} after`).toBe(0);
  expect(await countRows(sites.databaseUrl, 'users', 'id', student.id)).toBe(0);
  expect(await countRows(sites.databaseUrl, 'files', 'key', key)).toBe(0);

  // The comments and the forum stay, under "Deleted user", through the API and on the pages.
  const lessonReply = await owner.json<{ comments: { name: string; userid: string; content: string }[] }>('GET', `/api/courses/${course}/materials/${lesson}`);
  expect(lessonReply.status).toBe(200);
  expect(lessonReply.body.comments.map(({ name, userid, content }) => ({ name, userid, content }))).toEqual([
    { name: '', userid: '', content: '<p>My question</p>' },
    { name: expect.any(String), userid: expect.any(String), content: '<p>The answer</p>' },
  ]);
  const topicReply = await owner.json<{ user: { id: string; name: string }; replies: { user: { name: string } }[] }>('GET', `/api/courses/${course}/forum/topic/${topic}`);
  expect(topicReply.status).toBe(200);
  expect(topicReply.body.user).toEqual({ id: '', name: '', profilephoto: '' });
  expect(topicReply.body.replies.map((reply) => reply.user.name)).toEqual(['']);
  expect((await owner.json('GET', `/api/courses/${course}/forum`)).status).toBe(200);

  for (const path of [`/courses/${course}`, `/courses/${course}/lessons/${lesson}`, `/dashboard/courses/${course}/discussion?topic=${topic}`, '/courses', '/dashboard']) {
    const page = await owner.request('GET', path, { headers: { cookie: 'lang=en' } });
    expect(page.status, path).toBe(200);
    const html = await page.text();
    if (path.includes('lessons') || path.includes('discussion')) expect(html, path).toContain('Deleted user');
  }
  const verification = await new SiteClient(sites.acme).request('GET', `/certificates/${certificate}`, { headers: { cookie: 'lang=en' } });
  expect(verification.status).toBe(200);
  const verificationHtml = await verification.text();
  expect(verificationHtml).toContain('Deleted user');
  expect(verificationHtml).not.toContain('Leaving Student');
  // The student's own session is gone with the account.
  expect((await student.client.json('GET', '/api/users/info')).status).toBe(401);
}

describe('deleting an account that took part in a course', () => {
  it('by the student themselves: 200, personal rows gone, posts and certificate kept as "Deleted user"', async () => {
    const data = await activeStudent();
    const deleted = await data.student.client.json('DELETE', `/api/users/${data.student.id}`, { password: data.student.student.password });
    expect(deleted).toEqual({ status: 200, body: { ok: true } });
    await expectGoneButPostsStay(data);
  });

  it('by the owner: the same', async () => {
    const data = await activeStudent();
    expect(await owner.json('DELETE', `/api/users/${data.student.id}`)).toEqual({ status: 200, body: { ok: true } });
    await expectGoneButPostsStay(data);
  });

  it('is refused for another site’s account, which keeps everything', async () => {
    const data = await activeStudent();
    const otherOwner = await signedInClient(sites.other, OTHER.ownerEmail, OTHER.ownerPassword);
    expect((await otherOwner.json('DELETE', `/api/users/${data.student.id}`)).status).toBe(404);
    expect(await countRows(sites.databaseUrl, 'registrations', 'user_id', data.student.id)).toBe(1);
  });
});
