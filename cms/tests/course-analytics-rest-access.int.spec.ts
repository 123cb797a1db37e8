import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSignedInStudent, signedInClient } from '@halaqa/infra/testing/accounts';
import { buildAdmin, startAdminServer, type RunningAdmin } from '@halaqa/infra/testing/admin-server';
import { SiteClient } from '@halaqa/infra/testing/site-client';
import { ACME, OTHER, useTwoSites } from '@halaqa/infra/testing/two-sites';

/**
 * Issue #14: what a course's analytics and gradebook show its managers (students' emails,
 * registrations, lesson progress, quiz scores, grades) cannot be read through Payload's own REST
 * API (the editors' admin server): not by another site's teacher on either host, nor by this
 * course's own teacher, who gets it from the site's calls only.
 */
const sites = useTwoSites();
let admin: RunningAdmin;
let teacher: SiteClient;
let otherTeacher: SiteClient;
let studentEmail: string;
let courseId: string;

/** The same person on the admin server of `domain`: the site's session cookie works there too. */
function onAdmin(client: SiteClient, domain: string): SiteClient {
  const rest = new SiteClient(`http://${domain}:${admin.port}`);
  rest.useSessionCookie(client.sessionCookie!);
  return rest;
}

async function newTeacher(origin: string, owner: SiteClient) {
  const account = await newSignedInStudent(origin);
  expect((await owner.json('PUT', `/api/users/${account.id}`, { isTeacher: true })).status).toBe(200);
  return account.client;
}

beforeAll(async () => {
  await buildAdmin();
  admin = await startAdminServer(sites.databaseUrl, sites.site.port);
  const owner = await signedInClient(sites.acme, ACME.ownerEmail, ACME.ownerPassword);
  const otherOwner = await signedInClient(sites.other, OTHER.ownerEmail, OTHER.ownerPassword);
  teacher = await newTeacher(sites.acme, owner);
  otherTeacher = await newTeacher(sites.other, otherOwner);
  const course = await teacher.json<{ id: string }>('POST', '/api/courses', { name: `Tajweed ${Date.now()}` });
  courseId = course.body.id;
  const lessons = `/api/courses/${courseId}/materials`;
  const article = await teacher.json<{ id: string }>('POST', lessons, { name: 'Introduction', type: 'article' });
  const essay = await teacher.json<{ id: string }>('POST', lessons, { name: 'Essay', type: 'assignment' });
  const student = await newSignedInStudent(sites.acme, { name: 'Amina Saleh' });
  studentEmail = student.student.email;
  expect((await student.client.json('POST', `/api/courses/${courseId}/register/`)).status).toBe(200);
  expect((await student.client.json('POST', `${lessons}/${article.body.id}/complete`)).status).toBe(200);
  expect((await student.client.json('POST', `${lessons}/${essay.body.id}/assignment/submit`, { text: 'Madd lengthens a vowel.' })).status).toBe(200);
  const gradebook = await teacher.json<{ students: { email: string }[] }>('GET', `/api/teacher/courses/${courseId}/gradebook`);
  expect(gradebook.body.students.map((entry) => entry.email)).toEqual([studentEmail]);
}, 600_000);

afterAll(async () => {
  await admin?.stop();
});

describe("a course's analytics and gradebook through Payload's REST API", () => {
  it("are closed to another site's teacher on either host, and to the course's own teacher", async () => {
    const callers = [onAdmin(otherTeacher, OTHER.domain), onAdmin(otherTeacher, ACME.domain), onAdmin(teacher, ACME.domain)];
    const closed = ['/api/registrations?limit=500', '/api/lesson-progress?limit=500', '/api/assignment-submissions?limit=500', '/api/quiz-attempts?limit=500'];
    for (const api of callers) {
      for (const path of closed) {
        const response = await api.request('GET', path);
        const text = await response.text();
        expect([401, 403, 404], `${path}: ${response.status}`).toContain(response.status);
        expect(text).not.toContain(courseId);
      }
      // A teacher reads their own account there, never their students'.
      const users = await api.request('GET', '/api/users?limit=500');
      expect(await users.text()).not.toContain(studentEmail);
    }
  });

  it("answers another site's teacher 404 through the site", async () => {
    expect((await otherTeacher.json('GET', `/api/teacher/courses/${courseId}/gradebook`)).status).toBe(404);
    expect((await otherTeacher.json('GET', `/api/teacher/courses/${courseId}/analytics`)).status).toBe(404);
  });
});
