import { beforeAll, describe, expect, it } from 'vitest';
import { catalogues } from '@halaqa/shared/i18n/index';
import { RIGHTS, type Right } from '@halaqa/shared/rights';
import { newSignedInStudent, signedInClient } from '@halaqa/infra/testing/accounts';
import { SiteClient } from '@halaqa/infra/testing/site-client';
import { ACME, OTHER, useTwoSites } from '@halaqa/infra/testing/two-sites';

/** Issue #3, users administration, with every refusal (the social calls are in social-calls.int.spec.ts). */
// Enterprise: this file promotes more admins than any smaller plan allows (plan limits have their own tests).
const sites = useTwoSites(undefined, { plan: 'enterprise' });
let owner: SiteClient;
let ownerId: string;
let otherOwner: SiteClient;
const en = catalogues.en;

beforeAll(async () => {
  owner = await signedInClient(sites.acme, ACME.ownerEmail, ACME.ownerPassword);
  ownerId = (await owner.json<{ user: { id: string } }>('GET', '/api/users/info')).body.user.id;
  otherOwner = await signedInClient(sites.other, OTHER.ownerEmail, OTHER.ownerPassword);
});

type Role = { role: string; rights: string[]; adminCourses: string[]; adminServices: string[] };
async function roleOf(id: string): Promise<Role> {
  const { body } = await owner.json<{ id: string; role: Role }[]>('GET', '/api/users');
  return body.find((user) => user.id === id)!.role;
}

/** A service id: services do not exist yet, so no id names one (issue #40, item 6). */
const SERVICE = '1c7a1b5f-4d3e-4e6f-9a0b-2c3d4e5f6a71';
let courseCounter = 0;
async function newCourseId(): Promise<string> {
  courseCounter += 1;
  const { body } = await owner.json<{ id: string }>('POST', '/api/courses', { name: `Assigned ${courseCounter}-${Date.now()}` });
  return body.id;
}

describe('GET /api/users', () => {
  it('lists this site’s users to the owner, never another site’s', async () => {
    const { student } = await newSignedInStudent(sites.acme);
    const { status, body } = await owner.json<{ email: string }[]>('GET', '/api/users');
    expect(status).toBe(200);
    const emails = body.map((user) => user.email);
    expect(emails).toContain(student.email);
    expect(emails).toContain(ACME.ownerEmail);
    expect(emails).not.toContain(OTHER.ownerEmail);
    expect(JSON.stringify(body)).not.toMatch(/passwordHash|argon2/);
  });

  it('refuses a student (403) and a visitor (401)', async () => {
    const { client } = await newSignedInStudent(sites.acme);
    expect(await client.json('GET', '/api/users')).toEqual({ status: 403, body: { error: 'You do not have the right to do this.' } });
    expect((await new SiteClient(sites.acme).json('GET', '/api/users')).status).toBe(401);
  });
});

describe('suspend and unsuspend', () => {
  it('suspends a student at once (their session ends), and unsuspends them', async () => {
    const { id, student, client } = await newSignedInStudent(sites.acme);
    expect(await owner.json('POST', `/api/users/${id}/suspend`)).toEqual({ status: 200, body: true });
    expect((await client.json('GET', '/api/users/info')).status).toBe(401);
    expect(await new SiteClient(sites.acme).json('POST', '/api/users/sign-in', { email: student.email, password: student.password })).toEqual({
      status: 403,
      body: { error: 'Your account has been suspended.' },
    });
    expect(await owner.json('POST', `/api/users/${id}/unsuspend`)).toEqual({ status: 200, body: true });
    expect((await new SiteClient(sites.acme).json('POST', '/api/users/sign-in', { email: student.email, password: student.password })).status).toBe(200);
  });

  it('lets an admin with manage-users do it, but never to the owner', async () => {
    const admin = await newSignedInStudent(sites.acme);
    await owner.json('POST', `/api/users/${admin.id}/rights`, { newRole: 'admin', rights: ['manage-users'] });
    const target = await newSignedInStudent(sites.acme);
    expect(await admin.client.json('POST', `/api/users/${target.id}/suspend`)).toEqual({ status: 200, body: true });
    expect(await admin.client.json('POST', `/api/users/${ownerId}/suspend`)).toEqual({
      status: 403,
      body: { error: 'The owner of the site cannot be changed this way.' },
    });
  });

  it('refuses a student, another site’s owner (404) and a bad id (404)', async () => {
    const target = await newSignedInStudent(sites.acme);
    const student = await newSignedInStudent(sites.acme);
    expect((await student.client.json('POST', `/api/users/${target.id}/suspend`)).status).toBe(403);
    expect(await otherOwner.json('POST', `/api/users/${target.id}/suspend`)).toEqual({ status: 404, body: { error: 'Not found.' } });
    expect((await owner.json('POST', '/api/users/not-a-uuid/suspend')).status).toBe(404);
    expect((await target.client.json('GET', '/api/users/info')).status).toBe(200);
  });
});

describe('roles: rights and promote', () => {
  it('promotes to admin with rights, and demotes back to user clearing them', async () => {
    const { id, client } = await newSignedInStudent(sites.acme);
    const promoted = await owner.json<{ role: Record<string, unknown> }>('POST', `/api/users/${id}/rights`, { newRole: 'admin', rights: ['modify-blog'] });
    expect(promoted).toMatchObject({ status: 200, body: { role: { role: 'admin', rights: ['modify-blog'] } } });
    expect((await client.json('GET', '/api/users/info')).body).toMatchObject({ user: { role: { role: 'admin', rights: ['modify-blog'] } } });

    const demoted = await owner.json('POST', `/api/users/${id}/rights`, { newRole: 'user' });
    expect(demoted).toMatchObject({ status: 200, body: { role: { role: 'user', rights: [], adminCourses: [] } } });
    expect((await owner.json('POST', `/api/users/${id}/promote/`)).body).toMatchObject({ role: { role: 'admin' } });
  });

  it('refuses bad bodies, the owner as a target, an admin without modify-admins, and other sites', async () => {
    const { id } = await newSignedInStudent(sites.acme);
    expect(await owner.json('POST', `/api/users/${id}/rights`, { newRole: 'owner' })).toEqual({
      status: 400,
      body: { error: 'The new role must be admin or user.', field: 'newRole' },
    });
    expect((await owner.json('POST', `/api/users/${id}/rights`, { newRole: 'admin', rights: ['fly'] })).status).toBe(400);
    expect((await owner.json('POST', `/api/users/${ownerId}/rights`, { newRole: 'user' })).status).toBe(403);

    const admin = await newSignedInStudent(sites.acme);
    await owner.json('POST', `/api/users/${admin.id}/rights`, { newRole: 'admin', rights: ['manage-users'] });
    expect((await admin.client.json('POST', `/api/users/${id}/promote/`)).status).toBe(403);
    expect((await otherOwner.json('POST', `/api/users/${id}/promote/`)).status).toBe(404);
  });
});

describe('limits on administrators', () => {
  it('an admin cannot change their own role or rights', async () => {
    const admin = await newSignedInStudent(sites.acme);
    await owner.json('POST', `/api/users/${admin.id}/rights`, { newRole: 'admin', rights: ['modify-admins'] });
    expect(await admin.client.json('POST', `/api/users/${admin.id}/rights`, { newRole: 'admin', rights: ['manage-users', 'modify-settings'] })).toEqual({
      status: 403,
      body: { error: 'You do not have the right to do this.' },
    });
    expect((await admin.client.json('GET', '/api/users/info')).body).toMatchObject({ user: { role: { rights: ['modify-admins'] } } });
  });

  it('acting on another admin takes modify-admins, not only manage-users', async () => {
    const userManager = await newSignedInStudent(sites.acme);
    await owner.json('POST', `/api/users/${userManager.id}/rights`, { newRole: 'admin', rights: ['manage-users'] });
    const otherAdmin = await newSignedInStudent(sites.acme);
    await owner.json('POST', `/api/users/${otherAdmin.id}/rights`, { newRole: 'admin', rights: ['modify-blog'] });
    expect((await userManager.client.json('POST', `/api/users/${otherAdmin.id}/suspend`)).status).toBe(403);
    expect((await userManager.client.json('DELETE', `/api/users/${otherAdmin.id}`)).status).toBe(403);
    expect((await otherAdmin.client.json('GET', '/api/users/info')).status).toBe(200);
  });
});

describe('PUT /api/users/{id}/admin-access', () => {
  it('makes a student an admin with exactly these rights and courses in one call, and the limit holds', async () => {
    const [COURSE_A, COURSE_B] = [await newCourseId(), await newCourseId()];
    const { id, client } = await newSignedInStudent(sites.acme);
    const reply = await owner.json('PUT', `/api/users/${id}/admin-access`, { rights: ['modify-courses', 'modify-courses'], adminCourses: [COURSE_A, COURSE_A] });
    expect(reply).toMatchObject({ status: 200, body: { id, role: { role: 'admin', rights: ['modify-courses'], adminCourses: [COURSE_A], adminServices: [] } } });
    expect((await client.json('PUT', `/api/courses/${COURSE_A}`, { duration: '2 weeks' })).status).toBe(200);
    expect((await client.json('PUT', `/api/courses/${COURSE_B}`, { duration: '2 weeks' })).status).toBe(403);

    // An omitted list stays; the wildcard gives every course; services are kept as they were.
    expect((await owner.json('PUT', `/api/users/${id}/admin-access`, { rights: ['modify-blog', 'modify-courses'] })).body).toMatchObject({
      role: { rights: ['modify-blog', 'modify-courses'], adminCourses: [COURSE_A], adminServices: [] },
    });
    expect((await owner.json('PUT', `/api/users/${id}/admin-access`, { rights: ['modify-courses'], adminCourses: ['*'] })).body).toMatchObject({ role: { adminCourses: ['*'] } });
    expect((await client.json('PUT', `/api/courses/${COURSE_B}`, { duration: '2 weeks' })).status).toBe(200);
  });

  it('writes nothing when a course is not this site’s, and keeps a course deleted since', async () => {
    const { id } = await newSignedInStudent(sites.acme);
    const elsewhere = await otherOwner.json<{ id: string }>('POST', '/api/courses', { name: `Elsewhere ${Date.now()}` });
    expect(await owner.json('PUT', `/api/users/${id}/admin-access`, { rights: ['manage-users'], adminCourses: [elsewhere.body.id] })).toEqual({
      status: 400,
      body: { error: 'No such course on this site.', field: 'adminCourses' },
    });
    expect(await roleOf(id)).toEqual({ role: 'user', rights: [], adminCourses: [], adminServices: [] });

    const gone = await newCourseId();
    expect((await owner.json('PUT', `/api/users/${id}/admin-access`, { rights: [], adminCourses: [gone] })).status).toBe(200);
    expect((await owner.json('DELETE', `/api/courses/${gone}`)).status).toBe(200);
    expect((await owner.json('PUT', `/api/users/${id}/admin-access`, { rights: ['modify-courses'], adminCourses: [gone] })).status).toBe(200);
  });

  it('takes modify-admins, and modify-courses for a course list; never the owner, oneself or another site', async () => {
    const COURSE_A = await newCourseId();
    const { id } = await newSignedInStudent(sites.acme);
    const userManager = await newSignedInStudent(sites.acme);
    await owner.json('PUT', `/api/users/${userManager.id}/admin-access`, { rights: ['manage-users'] });
    const adminManager = await newSignedInStudent(sites.acme);
    await owner.json('PUT', `/api/users/${adminManager.id}/admin-access`, { rights: ['modify-admins', 'modify-blog'] });
    const student = await newSignedInStudent(sites.acme);
    const forbidden = { status: 403, body: { error: 'You do not have the right to do this.' } };

    expect(await student.client.json('PUT', `/api/users/${id}/admin-access`, { rights: ['manage-users'] })).toEqual(forbidden);
    expect(await userManager.client.json('PUT', `/api/users/${id}/admin-access`, { rights: ['manage-users'] })).toEqual(forbidden);
    expect(await adminManager.client.json('PUT', `/api/users/${id}/admin-access`, { rights: ['manage-users'], adminCourses: [COURSE_A] })).toEqual(forbidden);
    expect(await adminManager.client.json('PUT', `/api/users/${adminManager.id}/admin-access`, { rights: ['modify-admins', 'modify-settings'] })).toEqual(forbidden);
    expect(await owner.json('PUT', `/api/users/${ownerId}/admin-access`, { rights: [] })).toEqual({
      status: 403,
      body: { error: 'The owner of the site cannot be changed this way.' },
    });
    expect(await otherOwner.json('PUT', `/api/users/${id}/admin-access`, { rights: ['manage-users'] })).toEqual({ status: 404, body: { error: 'Not found.' } });
    expect((await new SiteClient(sites.acme).json('PUT', `/api/users/${id}/admin-access`, { rights: [] })).status).toBe(401);
    expect(await roleOf(id)).toEqual({ role: 'user', rights: [], adminCourses: [], adminServices: [] });
    expect((await roleOf(adminManager.id)).rights).toEqual(['modify-admins', 'modify-blog']);

    expect((await adminManager.client.json('PUT', `/api/users/${id}/admin-access`, { rights: ['modify-blog'] })).body).toMatchObject({ role: { role: 'admin', rights: ['modify-blog'] } });
  });

  it('answers bad input with 400 or 404, never 500', async () => {
    const { id } = await newSignedInStudent(sites.acme);
    const path = `/api/users/${id}/admin-access`;
    expect(await owner.json('PUT', path, { rights: ['fly'] })).toEqual({ status: 400, body: { error: 'Unknown right.', field: 'rights.0' } });
    expect(await owner.json('PUT', path, { rights: [], adminCourses: ['nope'] })).toEqual({ status: 400, body: { error: 'Ids must be UUIDs.', field: 'adminCourses.0' } });
    expect(await owner.json('PUT', path, { rights: [], role: 'owner' })).toEqual({ status: 400, body: { error: 'The field "role" cannot be changed here.', field: 'role' } });
    expect((await owner.json('PUT', path, {})).status).toBe(400);
    expect((await owner.json('PUT', path, 'not an object')).status).toBe(400);
    expect((await owner.request('PUT', path, { body: '{"rights": [', headers: { 'content-type': 'application/json' } })).status).toBe(400);
    expect((await owner.json('PUT', '/api/users/not-a-uuid/admin-access', { rights: [] })).status).toBe(404);
    expect(await roleOf(id)).toEqual({ role: 'user', rights: [], adminCourses: [], adminServices: [] });
  });
});

describe('the rights an admin gives and takes away (issue #39)', () => {
  const notHeld = (right: Right) => ({ status: 403, body: { error: `You cannot give or take away the right “${en.users.rights[right]}”: an admin changes only the rights they hold themselves.` } });
  const ownersOnly = { status: 403, body: { error: 'Only the site’s owner can give or take away the right “Modify admins”.' } };
  const rightsCall = (client: SiteClient, id: string, body: Record<string, unknown>) => client.json('POST', `/api/users/${id}/rights`, body);

  async function adminWith(rights: Right[]) {
    const admin = await newSignedInStudent(sites.acme);
    expect((await rightsCall(owner, admin.id, { newRole: 'admin', rights })).status).toBe(200);
    return admin;
  }

  it('modify-admins alone obtains no other right: it gives a second account none, so none comes back', async () => {
    const adminManager = await adminWith(['modify-admins']);
    const accomplice = await newSignedInStudent(sites.acme);
    expect(await rightsCall(adminManager.client, accomplice.id, { newRole: 'admin', rights: ['modify-settings', 'manage-users'] })).toEqual(notHeld('manage-users'));
    for (const right of RIGHTS) {
      const expected = right === 'modify-admins' ? ownersOnly : notHeld(right);
      expect(await rightsCall(adminManager.client, accomplice.id, { newRole: 'admin', rights: [right] }), right).toEqual(expected);
      expect(await adminManager.client.json('PUT', `/api/users/${accomplice.id}/admin-access`, { rights: [right] }), right).toEqual(expected);
    }
    expect(await roleOf(accomplice.id)).toEqual({ role: 'user', rights: [], adminCourses: [], adminServices: [] });
    expect(await roleOf(adminManager.id)).toEqual({ role: 'admin', rights: ['modify-admins'], adminCourses: [], adminServices: [] });
    // Made an admin with no right (promote keeps the rights they had), the accomplice has nothing to give back.
    expect((await adminManager.client.json('POST', `/api/users/${accomplice.id}/promote/`)).body).toMatchObject({ role: { role: 'admin', rights: [] } });
    expect((await rightsCall(accomplice.client, adminManager.id, { newRole: 'admin', rights: ['modify-admins', 'modify-settings'] })).status).toBe(403);
    expect((await adminManager.client.json('GET', '/api/users/info')).body).toMatchObject({ user: { role: { rights: ['modify-admins'] } } });
  });

  it('gives and takes away only the rights the admin holds, leaving the others as the target had them', async () => {
    const adminManager = await adminWith(['modify-admins', 'modify-blog', 'upload-files']);
    const target = await newSignedInStudent(sites.acme);
    expect((await rightsCall(adminManager.client, target.id, { newRole: 'admin', rights: ['modify-blog'] })).body).toMatchObject({ role: { role: 'admin', rights: ['modify-blog'] } });

    // The owner gave the target modify-settings, which the admin does not hold: it stays as it is.
    expect((await rightsCall(owner, target.id, { newRole: 'admin', rights: ['modify-blog', 'modify-settings'] })).status).toBe(200);
    expect((await rightsCall(adminManager.client, target.id, { newRole: 'admin', rights: ['modify-settings', 'upload-files'] })).body).toMatchObject({ role: { rights: ['modify-settings', 'upload-files'] } });
    expect(await rightsCall(adminManager.client, target.id, { newRole: 'admin', rights: ['upload-files'] })).toEqual(notHeld('modify-settings'));
    expect(await adminManager.client.json('PUT', `/api/users/${target.id}/admin-access`, { rights: ['modify-blog'] })).toEqual(notHeld('modify-settings'));
    // Demoting takes every right away, modify-settings with them.
    expect(await rightsCall(adminManager.client, target.id, { newRole: 'user' })).toEqual(notHeld('modify-settings'));
    expect(await roleOf(target.id)).toMatchObject({ role: 'admin', rights: ['modify-settings', 'upload-files'] });

    // modify-admins is the owner's to give and to take away; the admin's refusal is in the reader's language.
    expect(await rightsCall(adminManager.client, target.id, { newRole: 'admin', rights: ['modify-admins', 'modify-settings', 'upload-files'] })).toEqual(ownersOnly);
    expect((await rightsCall(owner, target.id, { newRole: 'admin', rights: ['modify-admins', 'modify-settings'] })).status).toBe(200);
    expect(await rightsCall(adminManager.client, target.id, { newRole: 'admin', rights: ['modify-settings'] })).toEqual(ownersOnly);
    const inArabic = await adminManager.client.request('POST', `/api/users/${target.id}/rights`, { json: { newRole: 'admin', rights: ['modify-settings'] }, headers: { cookie: 'lang=ar' } });
    expect(inArabic.status).toBe(403);
    expect(await inArabic.json()).toEqual({ error: `مالك الموقع وحده يمكنه منح الصلاحية «${catalogues.ar.users.rights['modify-admins']}» أو سحبها.` });
    expect(await roleOf(target.id)).toMatchObject({ role: 'admin', rights: ['modify-admins', 'modify-settings'] });

    expect((await rightsCall(owner, target.id, { newRole: 'user' })).body).toMatchObject({ role: { role: 'user', rights: [] } });
  });
});

describe('PUT /api/users/{id}', () => {
  it('lets the owner edit a user’s profile and make them a teacher', async () => {
    const { id, client } = await newSignedInStudent(sites.acme);
    const edited = await owner.json('PUT', `/api/users/${id}`, { isTeacher: true, bio: 'Teaches Arabic' });
    expect(edited).toMatchObject({ status: 200, body: { isTeacher: true, bio: 'Teaches Arabic' } });
    expect((await client.json('GET', '/api/users/info')).body).toMatchObject({ user: { isTeacher: true } });
  });

  it('refuses fields it does not edit, students, and other sites', async () => {
    const { id, client } = await newSignedInStudent(sites.acme);
    expect(await owner.json('PUT', `/api/users/${id}`, { suspended: true })).toEqual({
      status: 400,
      body: { error: 'The field "suspended" cannot be changed here.', field: 'suspended' },
    });
    const other = await newSignedInStudent(sites.acme);
    expect((await client.json('PUT', `/api/users/${other.id}`, { name: 'Hack Er' })).status).toBe(403);
    expect((await otherOwner.json('PUT', `/api/users/${id}`, { name: 'Hack Er' })).status).toBe(404);
  });
});

describe('DELETE /api/users/{id} by an administrator', () => {
  it('removes a student and their sessions; never the owner; not across sites', async () => {
    const target = await newSignedInStudent(sites.acme);
    expect((await otherOwner.json('DELETE', `/api/users/${target.id}`)).status).toBe(404);
    expect((await owner.json('DELETE', `/api/users/${target.id}`)).status).toBe(200);
    expect((await target.client.json('GET', '/api/users/info')).status).toBe(401);
    expect((await owner.json('DELETE', `/api/users/${target.id}`)).status).toBe(404);

    const admin = await newSignedInStudent(sites.acme);
    await owner.json('POST', `/api/users/${admin.id}/rights`, { newRole: 'admin', rights: ['manage-users'] });
    expect((await admin.client.json('DELETE', `/api/users/${ownerId}`)).status).toBe(403);
  });
});

describe('teaching assignments', () => {
  it('assigns courses and services to a teacher and lists them', async () => {
    const [COURSE_A, COURSE_B] = [await newCourseId(), await newCourseId()];
    const teacher = await newSignedInStudent(sites.acme);
    expect(await owner.json('POST', `/api/users/${teacher.id}/courses`, { courses: [COURSE_A] })).toEqual({
      status: 400,
      body: { error: 'Courses and services can be assigned only to teachers and admins.', field: 'id' },
    });
    await owner.json('PUT', `/api/users/${teacher.id}`, { isTeacher: true });
    expect(await owner.json('POST', `/api/users/${teacher.id}/courses`, { courses: [COURSE_A, COURSE_B, COURSE_A] })).toEqual({
      status: 200,
      body: [{ id: COURSE_A }, { id: COURSE_B }],
    });
    // No service exists yet (issue #40, item 6): an id naming none is refused and nothing is stored.
    expect(await owner.json('POST', `/api/users/${teacher.id}/services`, { services: [SERVICE] })).toEqual({ status: 400, body: { error: 'No such service on this site.', field: 'services' } });
    expect((await owner.json('PUT', `/api/users/${teacher.id}/admin-access`, { rights: ['modify-services'], adminServices: [SERVICE] })).status).toBe(400);
    expect(await owner.json('POST', `/api/users/${teacher.id}/services`, { services: [] })).toEqual({ status: 200, body: [] });
    const assigned = await teacher.client.json<{ id: string; name: string }[]>('GET', `/api/users/${teacher.id}/courses/teacher`);
    expect(assigned.body.map((card) => card.id)).toEqual([COURSE_A, COURSE_B]);
    expect(assigned.body[0]!.name).toMatch(/^Assigned /);
    expect((await owner.json('GET', `/api/users/${teacher.id}/services/teacher`)).body).toEqual([]);
    // Spec §6, exactly: adminCourses makes admins with modify-courses managers, not teachers.
    expect((await teacher.client.json('PUT', `/api/courses/${COURSE_A}`, { duration: '1 week' })).status).toBe(403);
  });

  it('refuses bad ids, courses of nowhere, students, and other sites', async () => {
    const COURSE_A = await newCourseId();
    const teacher = await newSignedInStudent(sites.acme);
    await owner.json('PUT', `/api/users/${teacher.id}`, { isTeacher: true });
    expect(await owner.json('POST', `/api/users/${teacher.id}/courses`, { courses: ['nope'] })).toEqual({
      status: 400,
      body: { error: 'Ids must be UUIDs.', field: 'courses.0' },
    });
    const elsewhere = await otherOwner.json<{ id: string }>('POST', '/api/courses', { name: `Elsewhere ${Date.now()}` });
    expect(await owner.json('POST', `/api/users/${teacher.id}/courses`, { courses: [COURSE_A, elsewhere.body.id] })).toEqual({
      status: 400,
      body: { error: 'No such course on this site.', field: 'courses' },
    });
    const student = await newSignedInStudent(sites.acme);
    expect((await student.client.json('POST', `/api/users/${teacher.id}/courses`, { courses: [COURSE_A] })).status).toBe(403);
    expect((await student.client.json('GET', `/api/users/${teacher.id}/courses/teacher`)).status).toBe(403);
    expect((await otherOwner.json('GET', `/api/users/${teacher.id}/courses/teacher`)).status).toBe(404);
  });
});

describe('the admin panel page (/admin) for an admin without courses (issue #14)', () => {
  it('opens for manage-users alone, as the header’s item promises, with the users link and no course part; not for modify-blog alone', async () => {
    const usersAdmin = await newSignedInStudent(sites.acme);
    await owner.json('POST', `/api/users/${usersAdmin.id}/rights`, { newRole: 'admin', rights: ['manage-users'] });
    const panel = await usersAdmin.client.request('GET', '/admin');
    expect(panel.status).toBe(200);
    const html = await panel.text();
    expect(html).toContain('href="/admin/users"');
    expect(html).not.toContain('href="/admin/settings"');
    expect(html).not.toContain('href="/admin/courses/new"');

    const blogAdmin = await newSignedInStudent(sites.acme);
    await owner.json('POST', `/api/users/${blogAdmin.id}/rights`, { newRole: 'admin', rights: ['modify-blog'] });
    expect((await blogAdmin.client.request('GET', '/admin')).status).toBe(403);
  });
});
