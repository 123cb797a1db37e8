import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSignedInStudent, signedInClient } from '@halaqa/infra/testing/accounts';
import { buildAdmin, clientOnAdmin, startAdminServer, type RunningAdmin } from '@halaqa/infra/testing/admin-server';
import { SiteClient } from '@halaqa/infra/testing/site-client';
import { ACME, OTHER, useTwoSites } from '@halaqa/infra/testing/two-sites';

/**
 * Issue #14: the work waiting in a teacher's to-grade inbox (ungraded submissions, unscored
 * attempts and their answers) cannot be read through Payload's own REST API (the editors' admin
 * server) by another site's teacher, on either site's host, nor by this site's own teacher: only
 * the site's GET /api/teacher/to-grade lists it, to the courses' managers.
 */
const sites = useTwoSites();
let admin: RunningAdmin;
let teacher: SiteClient;
let otherTeacher: SiteClient;
let waiting: { id: string; kind: string }[];

const PRIVATE_ANSWER = 'qaf-from-the-uvula-private';

const onAdmin = (client: SiteClient, domain: string) => clientOnAdmin(admin, client, domain);

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
  const lessons = `/api/courses/${course.body.id}/materials`;
  const essay = await teacher.json<{ id: string }>('POST', lessons, { name: 'Essay', type: 'assignment' });
  const quiz = await teacher.json<{ id: string }>('POST', lessons, { name: 'Quiz', type: 'quiz', quiz: [{ type: 'text', text: 'Qaf?', correct: ['back of the tongue'] }] });
  const student = (await newSignedInStudent(sites.acme)).client;
  expect((await student.json('POST', `/api/courses/${course.body.id}/register/`)).status).toBe(200);
  expect((await student.json('POST', `${lessons}/${essay.body.id}/assignment/submit`, { text: PRIVATE_ANSWER })).status).toBe(200);
  expect((await student.json('POST', `${lessons}/${quiz.body.id}/start-quiz`)).status).toBe(200);
  expect((await student.json('POST', `${lessons}/${quiz.body.id}/submit-answer`, { index: 0, answer: PRIVATE_ANSWER })).status).toBe(200);
  expect((await student.json('POST', `${lessons}/${quiz.body.id}/submit-quiz`)).status).toBe(200);
  waiting = (await teacher.json<{ items: { id: string; kind: string }[] }>('GET', '/api/teacher/to-grade')).body.items;
  expect(waiting.map((item) => item.kind)).toEqual(['assignment', 'quiz']);
}, 600_000);

afterAll(async () => {
  await admin?.stop();
});

describe("the to-grade inbox's work through Payload's REST API", () => {
  it("is closed to another site's teacher on either host, and to this site's teacher too", async () => {
    const [submission, attempt] = waiting;
    const callers = [onAdmin(otherTeacher, OTHER.domain), onAdmin(otherTeacher, ACME.domain), onAdmin(teacher, ACME.domain)];
    const paths = [
      '/api/assignment-submissions?limit=500',
      `/api/assignment-submissions/${submission!.id}`,
      '/api/quiz-attempts?limit=500',
      `/api/quiz-attempts/${attempt!.id}`,
      '/api/quiz-answers?limit=500',
    ];
    for (const api of callers) {
      for (const path of paths) {
        const response = await api.request('GET', path);
        const text = await response.text();
        expect([401, 403, 404], `${path}: ${response.status}`).toContain(response.status);
        expect(text).not.toContain(PRIVATE_ANSWER);
      }
    }
  });

  it("lists nothing of this site for another site's teacher through the site either", async () => {
    expect(await otherTeacher.json('GET', '/api/teacher/to-grade')).toEqual({ status: 200, body: { count: 0, items: [] } });
  });
});
