import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSignedInStudent, signedInClient } from '@halaqa/infra/testing/accounts';
import { buildAdmin, clientOnAdmin, isRefusal, restCall, startAdminServer, type RunningAdmin } from '@halaqa/infra/testing/admin-server';
import { SiteClient } from '@halaqa/infra/testing/site-client';
import { sql } from '@halaqa/infra/testing/sql';
import { ACME, OTHER, useTwoSites } from '@halaqa/infra/testing/two-sites';

/**
 * Issue #14: course sections through Payload's own REST API (the editors' admin server) follow the
 * lessons' rules: the course's managers read and change them; a teacher of another course, a
 * student, a visitor and another site's owner (on either host) neither read nor change nor add
 * them; nobody deletes one there (the site moves its lessons out first); and a lesson is put only
 * in a section of its own course, never one of another course or site.
 */
const sites = useTwoSites();
let admin: RunningAdmin;
let owner: SiteClient;
let otherOwner: SiteClient;
let teacher: SiteClient;
let student: SiteClient;
let courseId: string;
let otherCourseId: string;
let lessonId: string;
let sectionId: string;
let otherCourseSectionId: string;
let otherSiteSectionId: string;

const SECRET_TITLE = 'section-title-only-managers-read';

const onAdmin = (client: SiteClient | null, domain: string = ACME.domain) => clientOnAdmin(admin, client, domain);
const rest = (client: SiteClient, method: string, path: string, json?: unknown) => restCall<{ docs?: { id: string }[] }>(client, method, path, json);

const sectionOfLesson = async () => (await sql<{ section_id: string | null }>(sites.databaseUrl, 'SELECT section_id FROM materials WHERE id = $1', [lessonId]))[0]!.section_id;
const titleOf = async (id: string) => (await sql<{ title: string }>(sites.databaseUrl, 'SELECT title FROM course_sections WHERE id = $1', [id]))[0]?.title;

beforeAll(async () => {
  await buildAdmin();
  admin = await startAdminServer(sites.databaseUrl, sites.site.port);
  owner = await signedInClient(sites.acme, ACME.ownerEmail, ACME.ownerPassword);
  otherOwner = await signedInClient(sites.other, OTHER.ownerEmail, OTHER.ownerPassword);
  const teacherAccount = await newSignedInStudent(sites.acme);
  expect((await owner.json('PUT', `/api/users/${teacherAccount.id}`, { isTeacher: true })).status).toBe(200);
  teacher = teacherAccount.client;
  expect((await teacher.json('POST', '/api/courses', { name: `Teacher's own ${Date.now()}` })).status).toBe(201);

  courseId = (await owner.json<{ id: string }>('POST', '/api/courses', { name: `Seerah ${Date.now()}` })).body.id;
  otherCourseId = (await owner.json<{ id: string }>('POST', '/api/courses', { name: `Fiqh ${Date.now()}` })).body.id;
  lessonId = (await owner.json<{ id: string }>('POST', `/api/courses/${courseId}/materials`, { name: 'Makkah', type: 'article' })).body.id;
  sectionId = (await owner.json<{ id: string }>('POST', `/api/courses/${courseId}/sections`, { title: SECRET_TITLE })).body.id;
  otherCourseSectionId = (await owner.json<{ id: string }>('POST', `/api/courses/${otherCourseId}/sections`, { title: 'Elsewhere' })).body.id;
  const otherSiteCourse = (await otherOwner.json<{ id: string }>('POST', '/api/courses', { name: `Theirs ${Date.now()}` })).body.id;
  otherSiteSectionId = (await otherOwner.json<{ id: string }>('POST', `/api/courses/${otherSiteCourse}/sections`, { title: 'Theirs' })).body.id;
  const registered = await newSignedInStudent(sites.acme);
  expect((await registered.client.json('POST', `/api/courses/${courseId}/register/`)).status).toBe(200);
  student = registered.client;
}, 600_000);

afterAll(async () => {
  await admin?.stop();
});

describe('course sections through Payload', () => {
  it('are read and renamed by the course’s managers, never deleted there', async () => {
    const api = onAdmin(owner);
    const list = await rest(api, 'GET', '/api/course-sections?limit=500&depth=0');
    expect(list.status).toBe(200);
    const ids = (list.body.docs ?? []).map((doc) => doc.id);
    expect(ids).toEqual(expect.arrayContaining([sectionId, otherCourseSectionId]));
    expect(ids).not.toContain(otherSiteSectionId);
    expect((await rest(api, 'PATCH', `/api/course-sections/${sectionId}`, { title: 'Renamed in the admin' })).status).toBe(200);
    expect(await titleOf(sectionId)).toBe('Renamed in the admin');
    expect((await rest(api, 'PATCH', `/api/course-sections/${sectionId}`, { title: '  ' })).status).toBe(400);
    expect(isRefusal((await rest(api, 'DELETE', `/api/course-sections/${sectionId}`)).status)).toBe(true);
    expect(await titleOf(sectionId)).toBe('Renamed in the admin');
    expect((await rest(api, 'PATCH', `/api/course-sections/${sectionId}`, { title: SECRET_TITLE })).status).toBe(200);
  });

  it('are closed to a teacher of another course, a student, a visitor and the other site’s owner on either host', async () => {
    const callers = [onAdmin(teacher), onAdmin(student), onAdmin(null), onAdmin(otherOwner, OTHER.domain), onAdmin(otherOwner, ACME.domain)];
    for (const api of callers) {
      for (const path of ['/api/course-sections?limit=500&depth=0', `/api/course-sections/${sectionId}?depth=0`, `/api/materials/${lessonId}?depth=1`]) {
        const { status, text } = await rest(api, 'GET', path);
        expect(text, path).not.toContain(SECRET_TITLE);
        if (!path.includes('?limit')) expect(isRefusal(status), `${path}: ${status}`).toBe(true);
      }
      expect(isRefusal((await rest(api, 'PATCH', `/api/course-sections/${sectionId}`, { title: 'Stolen' })).status)).toBe(true);
      expect(isRefusal((await rest(api, 'DELETE', `/api/course-sections/${sectionId}`)).status)).toBe(true);
      expect(isRefusal((await rest(api, 'POST', '/api/course-sections', { course: courseId, title: 'Planted' })).status)).toBe(true);
    }
    expect(await titleOf(sectionId)).toBe(SECRET_TITLE);
    expect((await sql(sites.databaseUrl, "SELECT 1 FROM course_sections WHERE title = 'Planted'")).length).toBe(0);
  });

  it('puts a lesson only in a section of its own course, and never publishes through Payload', async () => {
    const api = onAdmin(owner);
    expect((await rest(api, 'PATCH', `/api/materials/${lessonId}`, { section: otherCourseSectionId })).status).toBe(400);
    expect((await rest(api, 'PATCH', `/api/materials/${lessonId}`, { section: otherSiteSectionId })).status).toBe(400);
    expect(await sectionOfLesson()).toBeNull();
    expect((await rest(api, 'PATCH', `/api/materials/${lessonId}`, { section: sectionId })).status).toBe(200);
    expect(await sectionOfLesson()).toBe(sectionId);
    // What students see changes only by publishing on the site.
    await rest(api, 'PATCH', `/api/materials/${lessonId}`, { publishedSection: sectionId });
    await rest(api, 'PATCH', `/api/course-sections/${sectionId}`, { publishedOrder: 7 });
    const [row] = await sql<{ published_section_id: string | null; published_order: string }>(
      sites.databaseUrl,
      'SELECT m.published_section_id, s.published_order FROM materials m, course_sections s WHERE m.id = $1 AND s.id = $2',
      [lessonId, sectionId],
    );
    expect(row).toEqual({ published_section_id: null, published_order: '0' });
  });

  it('adds a section only to a course the editor manages', async () => {
    expect((await rest(onAdmin(owner), 'POST', '/api/course-sections', { course: courseId, title: 'From the admin' })).status).toBe(201);
    expect(isRefusal((await rest(onAdmin(teacher), 'POST', '/api/course-sections', { course: courseId, title: 'Not mine' })).status)).toBe(true);
  });
});
