import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSignedInStudent, signedInClient } from '@halaqa/infra/testing/accounts';
import { buildAdmin, clientOnAdmin, idsIn, isRefusal, restCall, startAdminServer, type RunningAdmin } from '@halaqa/infra/testing/admin-server';
import { uploadFile } from '@halaqa/infra/testing/files';
import { imagesIn } from '@halaqa/infra/testing/lexical-state';
import { FormData, SiteClient } from '@halaqa/infra/testing/site-client';
import { sql } from '@halaqa/infra/testing/sql';
import { ACME, OTHER, useTwoSites } from '@halaqa/infra/testing/two-sites';

/**
 * Issue #10 items 4, 7 and 9: Payload's own REST API (the editors' admin server) applies the
 * site's rules — tenant, rights, the course manager of learning-content §6 — and the site's
 * validation, for every role: owner, limited admin, teacher, student, visitor, another site.
 */
const sites = useTwoSites();
let admin: RunningAdmin;

type Doc = { id: string; [field: string]: unknown };
type List = { docs?: Doc[]; doc?: Doc };
type Account = { id: string; client: SiteClient };

const onAdmin = (client: SiteClient | null, domain = ACME.domain) => clientOnAdmin(admin, client, domain);
const rest = (client: SiteClient, method: string, path: string, json?: unknown) => restCall<List & Doc>(client, method, path, json);

const SECRET_ANSWER = 'tarteel-secret-answer';
let owner: SiteClient;
let ownerId: string;
let otherOwner: SiteClient;
let acmeId: string;
let courseX: Doc, courseY: Doc, courseT: Doc;
let lessonX: Doc, lessonY: Doc;
/** Signed-in people of either site, made in beforeAll. */
let limitedAdmin: Account, teacher: Account, student: Account, otherStudent: Account;

let counter = 0;
async function newCourse(client: SiteClient, name: string): Promise<Doc> {
  counter += 1;
  const created = await client.json<Doc>('POST', '/api/courses', { name: `${name} ${counter}-${Date.now()}` });
  expect(created.status).toBe(201);
  return created.body;
}

async function newQuizLesson(course: Doc, answer: string): Promise<Doc> {
  const created = await owner.json<Doc>('POST', `/api/courses/${course.id}/materials`, {
    name: 'Recitation quiz',
    type: 'quiz',
    quiz: [{ type: 'text', text: 'Say it', correct: [answer] }],
  });
  expect(created.status).toBe(200);
  return created.body;
}

beforeAll(async () => {
  await buildAdmin();
  admin = await startAdminServer(sites.databaseUrl, sites.site.port);
  owner = await signedInClient(sites.acme, ACME.ownerEmail, ACME.ownerPassword);
  ownerId = (await owner.json<{ user: { id: string } }>('GET', '/api/users/info')).body.user.id;
  otherOwner = await signedInClient(sites.other, OTHER.ownerEmail, OTHER.ownerPassword);
  acmeId = (await sql<{ id: string }>(sites.databaseUrl, 'SELECT tenant_id AS id FROM users WHERE email = $1', [ACME.ownerEmail]))[0]!.id;

  courseX = await newCourse(owner, 'Course X');
  courseY = await newCourse(owner, 'Course Y');
  lessonX = await newQuizLesson(courseX, 'an answer of X');
  lessonY = await newQuizLesson(courseY, SECRET_ANSWER);

  limitedAdmin = await newSignedInStudent(sites.acme);
  expect((await owner.json('POST', `/api/users/${limitedAdmin.id}/rights`, { newRole: 'admin', rights: ['modify-courses', 'modify-learning-material'] })).status).toBe(200);
  expect((await owner.json('POST', `/api/users/${limitedAdmin.id}/courses`, { courses: [courseX.id] })).status).toBe(200);

  teacher = await newSignedInStudent(sites.acme);
  expect((await owner.json('PUT', `/api/users/${teacher.id}`, { isTeacher: true })).status).toBe(200);
  courseT = await newCourse(teacher.client, 'Course T');

  student = await newSignedInStudent(sites.acme);
  expect((await student.client.json('POST', `/api/courses/${courseX.id}/register/`)).status).toBe(200);
  otherStudent = await newSignedInStudent(sites.other);
}, 600_000);

afterAll(async () => {
  await admin?.stop();
});

describe('courses and lessons through Payload (item 4)', () => {
  it('a limited admin reads and changes only the courses in their adminCourses, and only their lessons', async () => {
    const api = onAdmin(limitedAdmin.client);
    const courses = await rest(api, 'GET', '/api/courses?limit=500&depth=0');
    expect(courses.status).toBe(200);
    expect(idsIn(courses.body)).toEqual([courseX.id]);

    const readY = await rest(api, 'GET', `/api/courses/${courseY.id}?depth=0`);
    expect(isRefusal(readY.status)).toBe(true);
    expect(readY.text).not.toContain(courseY.name as string);
    expect(isRefusal((await rest(api, 'PATCH', `/api/courses/${courseY.id}`, { name: 'Taken over' })).status)).toBe(true);
    expect((await owner.json<Doc>('GET', `/api/courses/${courseY.id}`)).body.name).toBe(courseY.name);
    expect((await rest(api, 'PATCH', `/api/courses/${courseX.id}`, { duration: '8 weeks' })).status).toBe(200);

    const lessons = await rest(api, 'GET', '/api/materials?limit=500&depth=0');
    expect(lessons.status).toBe(200);
    expect(idsIn(lessons.body)).toEqual([lessonX.id]);
    expect(lessons.text).not.toContain(SECRET_ANSWER);
    const readLessonY = await rest(api, 'GET', `/api/materials/${lessonY.id}?depth=0`);
    expect(isRefusal(readLessonY.status)).toBe(true);
    expect(readLessonY.text).not.toContain(SECRET_ANSWER);
    expect(isRefusal((await rest(api, 'PATCH', `/api/materials/${lessonY.id}`, { name: 'Changed' })).status)).toBe(true);
    // Depth 1 on X's lesson must not carry course Y in through a relation either.
    expect((await rest(api, 'GET', `/api/materials/${lessonX.id}?depth=2`)).text).not.toContain(SECRET_ANSWER);

    expect(isRefusal((await rest(api, 'POST', '/api/materials', { course: courseY.id, name: 'Planted lesson', type: 'article' })).status)).toBe(true);
    expect((await rest(api, 'POST', '/api/materials', { course: courseX.id, name: 'Added lesson', type: 'article' })).status).toBe(201);
    // A lesson of X cannot be moved into Y.
    await rest(api, 'PATCH', `/api/materials/${lessonX.id}`, { course: courseY.id });
    expect((await sql(sites.databaseUrl, 'SELECT 1 FROM materials WHERE id = $1 AND course_id = $2', [lessonX.id, courseX.id])).length).toBe(1);
  });

  it('a teacher manages the courses they train, not the others', async () => {
    const api = onAdmin(teacher.client);
    expect(idsIn((await rest(api, 'GET', '/api/courses?limit=500&depth=0')).body)).toEqual([courseT.id]);
    expect(isRefusal((await rest(api, 'PATCH', `/api/courses/${courseX.id}`, { name: 'Mine now' })).status)).toBe(true);
    expect((await rest(api, 'PATCH', `/api/courses/${courseT.id}`, { duration: '3 weeks' })).status).toBe(200);
    const lessons = await rest(api, 'GET', '/api/materials?limit=500&depth=0');
    expect(lessons.text).not.toContain(SECRET_ANSWER);
    expect(idsIn(lessons.body)).toEqual([]);
  });

  it('a student, a visitor and the other site get no course or lesson, and change none', async () => {
    for (const api of [onAdmin(student.client), onAdmin(null), onAdmin(otherStudent.client, OTHER.domain), onAdmin(otherOwner, OTHER.domain)]) {
      for (const path of ['/api/courses?limit=500&depth=0', '/api/materials?limit=500&depth=0', `/api/materials/${lessonX.id}?depth=0`, `/api/courses/${courseX.id}`]) {
        const reply = await rest(api, 'GET', path);
        expect(reply.text).not.toContain(courseX.id);
        expect(reply.text).not.toContain(SECRET_ANSWER);
        expect(reply.text).not.toContain('an answer of X');
      }
      expect(isRefusal((await rest(api, 'PATCH', `/api/courses/${courseX.id}`, { name: 'Defaced' })).status)).toBe(true);
      expect(isRefusal((await rest(api, 'DELETE', `/api/materials/${lessonX.id}`)).status)).toBe(true);
      expect(isRefusal((await rest(api, 'POST', '/api/materials', { course: courseX.id, name: 'Planted', type: 'article' })).status)).toBe(true);
    }
    expect(isRefusal((await rest(onAdmin(student.client), 'POST', '/api/courses', { name: 'Student course' })).status)).toBe(true);
    expect((await owner.json<Doc>('GET', `/api/courses/${courseX.id}`)).body.name).toBe(courseX.name);
  });

  it("keeps a lesson's image of the site's files as the site stored it, and refuses an image from elsewhere (issue #14)", async () => {
    const api = onAdmin(owner);
    const image = '<img src="/files/public/materials/x.png" alt="a">';
    const created = await owner.json<Doc>('POST', `/api/courses/${courseX.id}/materials`, { name: 'Pictured', type: 'article', content: `<p>Look:${image}</p>` });
    expect(created.status).toBe(200);
    const stored = async () => (await rest(api, 'GET', `/api/materials/${created.body.id}?depth=0`)).body.content;
    const content = await stored();
    expect(imagesIn(content)).toEqual([{ type: 'image', version: 1, src: '/files/public/materials/x.png', alt: 'a' }]);

    // What the admin sends when an editor saves the lesson: the same state, kept as it is.
    expect((await rest(api, 'PATCH', `/api/materials/${created.body.id}`, { content })).status).toBe(200);
    expect(await stored()).toEqual(content);
    expect((await owner.json<Doc>('GET', `/api/courses/${courseX.id}/materials/${created.body.id}`)).body.content).toContain(
      '<img src="/files/public/materials/x.png" srcset="/files/public/materials/x.png?w=1280" loading="lazy" alt="a">',
    );

    const tracked = JSON.parse(JSON.stringify(content).replace('/files/public/materials/x.png', 'https://evil.example/p.png'));
    const refusal = await rest(api, 'PATCH', `/api/materials/${created.body.id}`, { content: tracked });
    expect(refusal.status).toBe(400);
    expect(refusal.text).toContain('Content');
    expect(await stored()).toEqual(content);
  });

  it("the owner sees every course of their site and none of the other site's", async () => {
    const elsewhere = await newCourse(otherOwner, 'Elsewhere');
    const ids = idsIn((await rest(onAdmin(owner), 'GET', '/api/courses?limit=500&depth=0')).body);
    expect(ids).toEqual(expect.arrayContaining([courseX.id, courseY.id, courseT.id]));
    expect(ids).not.toContain(elsewhere.id);
    expect(isRefusal((await rest(onAdmin(owner), 'PATCH', `/api/courses/${elsewhere.id}`, { name: 'Annexed' })).status)).toBe(true);
    // A course made in Payload belongs to the editor's own site: naming another site is refused.
    const foreign = await rest(onAdmin(owner), 'POST', '/api/courses', { name: `Planted ${Date.now()}`, tenant: (await sql<{ id: string }>(sites.databaseUrl, 'SELECT tenant_id AS id FROM courses WHERE id = $1', [elsewhere.id]))[0]!.id });
    expect(foreign.status).toBe(400);
    const made = await rest(onAdmin(owner), 'POST', '/api/courses', { name: `Payload-made ${Date.now()}` });
    expect(made.status, made.text).toBe(201);
    expect((await sql<{ tenant_id: string }>(sites.databaseUrl, 'SELECT tenant_id FROM courses WHERE id = $1', [made.body.doc?.id ?? '']))[0]?.tenant_id).toBe(acmeId);
    expect(await sql(sites.databaseUrl, "SELECT 1 FROM courses WHERE name LIKE 'Planted %'")).toEqual([]);
  });

  it("ignores the session on a write whose Origin is another port or scheme of the site's host (issue #10 item 13)", async () => {
    const api = onAdmin(owner);
    const path = `/api/courses/${courseX.id}`;
    for (const origin of [sites.acme, `https://${ACME.domain}:${admin.port}`]) {
      const reply = await api.request('PATCH', path, { json: { name: 'Renamed from elsewhere' }, headers: { origin } });
      expect(isRefusal(reply.status), `${origin}: ${reply.status}`).toBe(true);
    }
    expect((await sql<{ name: string }>(sites.databaseUrl, 'SELECT name FROM courses WHERE id = $1', [courseX.id]))[0]?.name).not.toBe('Renamed from elsewhere');
  });

  it('keeps every collection only services touch closed to everyone, the owner included', async () => {
    const closed = ['registrations', 'favorites', 'lesson-progress', 'quiz-attempts', 'quiz-answers', 'assignment-submissions', 'certificates', 'comments', 'forum-topics', 'forum-replies', 'announcements', 'ratings', 'likes', 'sessions', 'auth-tokens', 'files', 'notifications', 'follows', 'priced-checkouts', 'payment-alerts'];
    for (const api of [onAdmin(owner), onAdmin(student.client)]) {
      for (const slug of closed) expect((await rest(api, 'GET', `/api/${slug}`)).status, slug).toBe(403);
    }
  });
});

describe('users through Payload (items 4 and 9)', () => {
  it('shows a student only themselves', async () => {
    const api = onAdmin(student.client);
    expect(idsIn((await rest(api, 'GET', '/api/users?limit=500')).body)).toEqual([student.id]);
    expect(isRefusal((await rest(api, 'PATCH', `/api/users/${teacher.id}`, { bio: 'hacked' })).status)).toBe(true);
    expect(idsIn((await rest(onAdmin(limitedAdmin.client), 'GET', '/api/users?limit=500')).body)).toEqual([limitedAdmin.id]);
  });

  it("holds a student's own edits to the site's rules: no URL for a photo, telegram with @, settings checked", async () => {
    const api = onAdmin(student.client);
    const path = `/api/users/${student.id}`;
    for (const change of [
      { profilephoto: 'https://evil.example/track.png' },
      { profilephoto: 'public/avatars/1/abcd_not-uploaded.png' },
      { telegram: 'mona_without_at' },
      { telephone: 'call me' },
      { name: 'Mona' },
      { settings: '{"darkMode":"yes"}' },
      { settings: 'not json' },
    ]) {
      const reply = await rest(api, 'PATCH', path, change);
      expect(reply.status, JSON.stringify(change)).toBe(400);
    }
    const stored = (await sql<Record<string, unknown>>(sites.databaseUrl, 'SELECT profilephoto, telegram, settings, name FROM users WHERE id = $1', [student.id]))[0]!;
    expect(stored).toMatchObject({ telegram: '@mona_h', settings: '{}', name: 'Mona Hassan' });
    expect(stored.profilephoto ?? '').toBe('');

    // A photo uploaded to this site is accepted; the same key on the other site is not.
    const photo = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#00aa00' } }).png().toBuffer();
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(photo)]), 'Face.png');
    form.set('segment', 'avatars');
    const uploaded = (await (await student.client.request('POST', '/api/files/upload', { form })).json()) as { key: string };
    expect((await rest(api, 'PATCH', path, { profilephoto: uploaded.key, telegram: '@mona_new', bio: 'Hafiza', settings: '{"darkMode":true,"lang":"ar"}' })).status).toBe(200);
    const otherApi = onAdmin(otherStudent.client, OTHER.domain);
    expect((await rest(otherApi, 'PATCH', `/api/users/${otherStudent.id}`, { profilephoto: uploaded.key })).status).toBe(400);
  });

  it('lets a student change none of role, rights, teacher flag, email, site, verification or suspension', async () => {
    const api = onAdmin(student.client);
    await rest(api, 'PATCH', `/api/users/${student.id}`, {
      role: { role: 'owner', rights: ['manage-users'], adminCourses: ['*'] },
      isTeacher: true,
      email: 'taken@example.com',
      tenant: (await sql<{ id: string }>(sites.databaseUrl, 'SELECT tenant_id AS id FROM users WHERE email = $1', [OTHER.ownerEmail]))[0]!.id,
      verified: false,
      suspended: true,
      passwordHash: 'x',
    });
    const stored = (await sql<Record<string, unknown>>(sites.databaseUrl, 'SELECT role_role, is_teacher, email, tenant_id, verified, suspended, password_hash <> $2 AS hash_kept FROM users WHERE id = $1', [student.id, 'x']))[0]!;
    expect(stored).toMatchObject({ role_role: 'user', is_teacher: false, tenant_id: acmeId, verified: true, suspended: false, hash_kept: true });
    expect(stored.email).not.toBe('taken@example.com');
    expect(await sql(sites.databaseUrl, 'SELECT 1 FROM users_role_rights WHERE parent_id = $1', [student.id])).toEqual([]);
  });

  it("gives another site's owner none of this site's users and no way to change them (issue #14)", async () => {
    const acmeUsers = (await sql<{ id: string }>(sites.databaseUrl, 'SELECT id FROM users WHERE tenant_id = $1', [acmeId])).map((row) => row.id);
    expect(acmeUsers).toContain(student.id);
    for (const api of [onAdmin(otherOwner, OTHER.domain), onAdmin(otherOwner)]) {
      const listed = idsIn((await rest(api, 'GET', '/api/users?limit=500')).body);
      expect(listed.filter((id) => acmeUsers.includes(id))).toEqual([]);
      expect(isRefusal((await rest(api, 'GET', `/api/users/${student.id}`)).status)).toBe(true);
      const change = await rest(api, 'PATCH', `/api/users/${student.id}`, { role: { role: 'admin', rights: ['manage-users'] }, isTeacher: true, bio: 'taken over' });
      expect(isRefusal(change.status)).toBe(true);
      expect(isRefusal((await rest(api, 'DELETE', `/api/users/${student.id}`)).status)).toBe(true);
    }
    const stored = (await sql<Record<string, unknown>>(sites.databaseUrl, 'SELECT role_role, is_teacher, bio FROM users WHERE id = $1', [student.id]))[0]!;
    expect(stored).toMatchObject({ role_role: 'user', is_teacher: false });
    expect(stored.bio).not.toBe('taken over');
  });

  it('lets an admin give or take away only the rights they hold, and modify-admins never (issue #39)', async () => {
    const adminManager = await newSignedInStudent(sites.acme);
    expect((await owner.json('POST', `/api/users/${adminManager.id}/rights`, { newRole: 'admin', rights: ['modify-admins', 'manage-users'] })).status).toBe(200);
    const target = await newSignedInStudent(sites.acme);
    expect((await owner.json('POST', `/api/users/${target.id}/rights`, { newRole: 'admin', rights: ['modify-blog'] })).status).toBe(200);
    const api = onAdmin(adminManager.client);
    const rightsOf = async (id: string) => (await sql<{ value: string }>(sites.databaseUrl, 'SELECT value FROM users_role_rights WHERE parent_id = $1 ORDER BY "order"', [id])).map((row) => row.value);

    for (const rights of [['modify-blog', 'modify-settings'], ['modify-blog', 'modify-admins'], [], ['manage-users']]) {
      const reply = await rest(api, 'PATCH', `/api/users/${target.id}`, { role: { role: 'admin', rights } });
      expect(reply.status, JSON.stringify(rights)).toBe(400);
    }
    expect(await rightsOf(target.id)).toEqual(['modify-blog']);
    expect((await rest(api, 'PATCH', `/api/users/${target.id}`, { role: { role: 'admin', rights: ['modify-blog', 'manage-users'] } })).status).toBe(200);
    expect(await rightsOf(target.id)).toEqual(['modify-blog', 'manage-users']);
    expect(await rightsOf(adminManager.id)).toEqual(['modify-admins', 'manage-users']);
  });

  it('does not let the owner make anyone else an owner through Payload', async () => {
    const api = onAdmin(owner);
    const reply = await rest(api, 'PATCH', `/api/users/${teacher.id}`, { role: { role: 'owner' } });
    expect(reply.status).toBe(400);
    expect((await sql<{ role_role: string }>(sites.databaseUrl, 'SELECT role_role FROM users WHERE id = $1', [teacher.id]))[0]!.role_role).toBe('user');
    expect(isRefusal((await rest(api, 'PATCH', `/api/users/${ownerId}`, { role: { role: 'user' } })).status) || (await sql<{ role_role: string }>(sites.databaseUrl, 'SELECT role_role FROM users WHERE id = $1', [ownerId]))[0]!.role_role === 'owner').toBe(true);
  });
});

describe('site settings through Payload (items 4 and 9)', () => {
  it('shows the site to its staff only, never to a student or the other site', async () => {
    expect((await rest(onAdmin(student.client), 'GET', '/api/tenants')).text).not.toContain(ACME.name);
    const fromOther = await rest(onAdmin(otherOwner, OTHER.domain), 'GET', '/api/tenants?limit=100');
    expect(fromOther.text).not.toContain(ACME.name);
    expect(fromOther.text).toContain(OTHER.name);
    expect(isRefusal((await rest(onAdmin(student.client), 'PATCH', `/api/tenants/${acmeId}`, { siteName: 'Defaced' })).status)).toBe(true);
  });

  it("lets neither the other site's owner nor an admin without modify-settings change them (issue #14)", async () => {
    const siteNameNow = async () => (await sql<{ site_name: string }>(sites.databaseUrl, 'SELECT site_name FROM tenants WHERE id = $1', [acmeId]))[0]!.site_name;
    const before = await siteNameNow();
    for (const api of [onAdmin(otherOwner, OTHER.domain), onAdmin(otherOwner), onAdmin(limitedAdmin.client)]) {
      expect(isRefusal((await rest(api, 'PATCH', `/api/tenants/${acmeId}`, { siteName: 'Taken over', themeColor: '#000000' })).status)).toBe(true);
      expect(isRefusal((await rest(api, 'PATCH', `/api/tenants/${acmeId}`, { googleClientSecret: 'planted' })).status)).toBe(true);
    }
    expect(await siteNameNow()).toBe(before);
  });

  it('takes as logo, home background, about image or a course’s certificate signature only a public file uploaded to this site (issues #39, #44)', async () => {
    const api = onAdmin(owner);
    const picture = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#6200ee' } }).png().toBuffer();
    const logo = await uploadFile(owner, 'Logo.png', picture, { segment: 'images' });
    const refusedKeys = [
      await uploadFile(student.client, 'Essay.png', picture, { visibility: 'private', segment: 'submissions' }),
      await uploadFile(otherOwner, 'Their logo.png', picture, { segment: 'images' }),
      'public/images/1732234567890/ab12cd34_never-uploaded.png',
    ];
    const pictures = async () => ({
      ...(await sql(sites.databaseUrl, 'SELECT site_logo, home_background, about_image FROM tenants WHERE id = $1', [acmeId]))[0],
      ...(await sql(sites.databaseUrl, 'SELECT certificate_signature FROM courses WHERE id = $1', [courseX.id]))[0],
    });
    const before = await pictures();
    for (const key of refusedKeys) {
      for (const change of [{ siteLogo: key }, { homeBackground: key }, { about: { image: key } }]) {
        expect((await rest(api, 'PATCH', `/api/tenants/${acmeId}`, change)).status, JSON.stringify(change)).toBe(400);
      }
      expect((await rest(api, 'PATCH', `/api/courses/${courseX.id}`, { certificateSignature: key })).status).toBe(400);
    }
    expect(await pictures()).toEqual(before);
    expect((await rest(api, 'PATCH', `/api/tenants/${acmeId}`, { siteLogo: logo, homeBackground: logo, about: { image: logo } })).status).toBe(200);
    expect((await rest(api, 'PATCH', `/api/courses/${courseX.id}`, { certificateSignature: logo, certificateSigner: 'Dr. Huda' })).status).toBe(200);
    expect(await pictures()).toEqual({ site_logo: logo, home_background: logo, about_image: logo, certificate_signature: logo });
  });

  it("holds the owner's edits to the settings rules: file keys of this site, hex colours, sanitised HTML", async () => {
    const api = onAdmin(owner);
    for (const change of [{ siteLogo: 'https://evil.example/logo.png' }, { homeBackground: '//evil.example/bg.jpg' }, { themeColor: 'red' }, { displayCourses: 9 }, { about: { image: 'javascript:alert(1)' } }]) {
      expect((await rest(api, 'PATCH', `/api/tenants/${acmeId}`, change)).status, JSON.stringify(change)).toBe(400);
    }
    expect((await rest(api, 'PATCH', `/api/tenants/${acmeId}`, { about: { title: 'About us', content: '<p>Welcome</p><script>alert(1)</script><img src=x onerror=alert(2)>' } })).status).toBe(200);
    const [stored] = await sql<{ about_content: string }>(sites.databaseUrl, 'SELECT about_content FROM tenants WHERE id = $1', [acmeId]);
    expect(stored!.about_content).toContain('Welcome');
    expect(stored!.about_content).not.toMatch(/script|onerror/);
  });
});

describe('document locks, preferences and migrations (item 7)', () => {
  let lockId: string;
  beforeAll(async () => {
    // The admin creates locks itself (not through REST) when an editor opens a document.
    lockId = (await sql<{ id: string }>(sites.databaseUrl, 'INSERT INTO payload_locked_documents DEFAULT VALUES RETURNING id'))[0]!.id;
    await sql(sites.databaseUrl, `INSERT INTO payload_locked_documents_rels ("order", parent_id, path, courses_id) VALUES (1, $1, 'document', $2)`, [lockId, courseX.id]);
    await sql(sites.databaseUrl, `INSERT INTO payload_locked_documents_rels ("order", parent_id, path, users_id) VALUES (1, $1, 'user', $2)`, [lockId, ownerId]);
  });

  const locksOf = async (course: Doc) => (await sql(sites.databaseUrl, 'SELECT 1 FROM payload_locked_documents_rels WHERE courses_id = $1', [course.id])).length;

  it("neither a student of either site nor the other site's owner lists, deletes, takes over or adds this site's locks", async () => {
    for (const [api, userId] of [
      [onAdmin(otherStudent.client, OTHER.domain), otherStudent.id],
      [onAdmin(otherOwner, OTHER.domain), null],
      [onAdmin(student.client), student.id],
    ] as const) {
      const list = await rest(api, 'GET', '/api/payload-locked-documents?limit=100&depth=1');
      expect(list.text).not.toContain(lockId);
      expect(list.text).not.toContain(ACME.ownerEmail);
      expect(isRefusal((await rest(api, 'DELETE', `/api/payload-locked-documents/${lockId}`)).status)).toBe(true);
      expect(isRefusal((await rest(api, 'PATCH', `/api/payload-locked-documents/${lockId}`, { user: { relationTo: 'users', value: userId ?? ownerId } })).status)).toBe(true);
      const planted = await rest(api, 'POST', '/api/payload-locked-documents', { document: { relationTo: 'courses', value: courseY.id }, user: { relationTo: 'users', value: userId ?? ownerId } });
      expect(isRefusal(planted.status)).toBe(true);
    }
    expect([await locksOf(courseX), await locksOf(courseY)]).toEqual([1, 0]);
    expect((await sql<{ users_id: string }>(sites.databaseUrl, "SELECT users_id FROM payload_locked_documents_rels WHERE parent_id = $1 AND path = 'user'", [lockId]))[0]!.users_id).toBe(ownerId);
  });

  it("lets this site's editors see its locks", async () => {
    expect((await rest(onAdmin(owner), 'GET', '/api/payload-locked-documents?limit=100')).text).toContain(lockId);
    expect((await rest(onAdmin(limitedAdmin.client), 'GET', '/api/payload-locked-documents?limit=100')).text).toContain(lockId);
  });

  it("gives nobody the migrations, and nobody another user's preferences", async () => {
    for (const api of [onAdmin(student.client), onAdmin(owner)]) {
      const migrations = await rest(api, 'GET', '/api/payload-migrations');
      expect(migrations.status).not.toBe(200);
      expect(migrations.text).not.toContain('initial');
    }
    expect((await rest(onAdmin(owner), 'POST', '/api/payload-preferences/owner-columns', { value: { hint: 'owner-preference-secret' } })).status).toBe(200);
    for (const api of [onAdmin(student.client), onAdmin(otherOwner, OTHER.domain)]) {
      expect((await rest(api, 'GET', '/api/payload-preferences?limit=100')).text).not.toContain('owner-preference-secret');
      expect((await rest(api, 'GET', '/api/payload-preferences/owner-columns')).text).not.toContain('owner-preference-secret');
    }
  });
});
