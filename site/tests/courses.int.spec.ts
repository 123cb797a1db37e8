import { beforeAll, describe, expect, it } from 'vitest';
import { newSignedInStudent, signedInClient } from '@halaqa/infra/testing/accounts';
import { SiteClient } from '@halaqa/infra/testing/site-client';
import { ACME, OTHER, useTwoSites } from '@halaqa/infra/testing/two-sites';

/** Issue #5: courses, registration, favourites, course users and teacher analytics (issue #3). */
const sites = useTwoSites();
let owner: SiteClient;
let otherOwner: SiteClient;

type Course = { id: string; course_id: string; name: string; viewer: Record<string, unknown>; longDescription: string; price: { price: number } };

let counter = 0;
/** A course with a name no other test uses. */
async function newCourse(client: SiteClient, fields: Record<string, unknown> = {}) {
  counter += 1;
  const created = await client.json<Course>('POST', '/api/courses', { name: `Tajweed ${counter}-${Date.now()}`, description: 'Recitation rules', ...fields });
  expect(created.status).toBe(201);
  return created.body;
}

beforeAll(async () => {
  owner = await signedInClient(sites.acme, ACME.ownerEmail, ACME.ownerPassword);
  otherOwner = await signedInClient(sites.other, OTHER.ownerEmail, OTHER.ownerPassword);
});

describe('creating and editing courses', () => {
  it('creates a course (201) with defaults, sanitised rich text and a public course_id', async () => {
    const course = await newCourse(owner, { longDescription: '<p>Learn <strong>well</strong></p><script>alert(1)</script>' });
    expect(course).toMatchObject({ price: { price: 0, per: 'lifetime' }, registrationAllowed: true, enable_discussions: true, unlisted: false, viewer: { manager: true } });
    expect(course.course_id).toMatch(/^c[a-z2-7]{8,}$/);
    expect(course.longDescription).toContain('<strong>well</strong>');
    expect(course.longDescription).not.toContain('script');
    expect((await new SiteClient(sites.acme).json('GET', `/api/courses/${course.id}`)).status).toBe(200);
  });

  it('refuses a duplicate name in any case, but allows the same name on another site', async () => {
    const course = await newCourse(owner);
    const duplicate = await owner.json<{ error: string }>('POST', '/api/courses', { name: `  ${course.name.toUpperCase()} ` });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.error).toContain('Duplicate course name');
    expect((await otherOwner.json('POST', '/api/courses', { name: course.name })).status).toBe(201);
    const second = await newCourse(owner);
    expect((await owner.json<{ error: string }>('PUT', `/api/courses/${second.id}`, { name: course.name })).body.error).toContain('Duplicate course name');
  });

  it('answers bad input with the field and a clear message, writing nothing', async () => {
    expect(await owner.json('POST', '/api/courses', { description: 'no name' })).toEqual({ status: 400, body: { error: 'The course needs a name.', field: 'name' } });
    expect(await owner.json('POST', '/api/courses', { name: 'X', price: { price: -5, per: 'month' } })).toEqual({
      status: 400,
      body: { error: 'The price must be a number of Egyptian pounds, 0 or more.', field: 'price.price' },
    });
    expect((await owner.json('POST', '/api/courses', { name: 'X', course_id: 'mine' })).status).toBe(400);
    expect((await owner.json('POST', '/api/courses', { name: 'Y', trainer_id: '0b6f0a4e-3c2d-4d5e-8f9a-1b2c3d4e5f60' })).body).toMatchObject({ field: 'trainer_id' });
  });

  it('lets a student neither create nor edit, and a visitor not at all', async () => {
    const course = await newCourse(owner);
    const { client } = await newSignedInStudent(sites.acme);
    expect((await client.json('POST', '/api/courses', { name: 'Mine' })).status).toBe(403);
    expect((await client.json('PUT', `/api/courses/${course.id}`, { name: 'Mine' })).status).toBe(403);
    expect((await client.json('DELETE', `/api/courses/${course.id}/`)).status).toBe(403);
    expect((await new SiteClient(sites.acme).json('POST', '/api/courses', { name: 'Mine' })).status).toBe(401);
  });

  it('makes a teacher the trainer and manager of what they create, and a listed admin a manager', async () => {
    const teacher = await newSignedInStudent(sites.acme);
    await owner.json('PUT', `/api/users/${teacher.id}`, { isTeacher: true });
    const course = await newCourse(teacher.client);
    expect(course).toMatchObject({ trainer_id: teacher.id, viewer: { manager: true } });
    const helper = await newSignedInStudent(sites.acme);
    expect((await helper.client.json('PUT', `/api/courses/${course.id}`, { duration: '6 weeks' })).status).toBe(403);
    await teacher.client.json('PUT', `/api/courses/${course.id}`, { admins: [helper.id] });
    expect(await helper.client.json('PUT', `/api/courses/${course.id}`, { duration: '6 weeks' })).toMatchObject({ status: 200, body: { duration: '6 weeks' } });
  });

  it('changes only the fields sent', async () => {
    const course = await newCourse(owner, { duration: '4 weeks', price: { price: 300, per: 'month' } });
    const updated = await owner.json('PUT', `/api/courses/${course.id}`, { unlisted: true });
    expect(updated.body).toMatchObject({ duration: '4 weeks', price: { price: 300, per: 'month' }, unlisted: true, name: course.name });
  });

  it('keeps other sites out: 404 for reading, editing and deleting by id', async () => {
    const course = await newCourse(owner);
    expect(await otherOwner.json('GET', `/api/courses/${course.id}`)).toEqual({ status: 404, body: { error: 'Not found.' } });
    expect((await otherOwner.json('PUT', `/api/courses/${course.id}`, { name: 'Stolen' })).status).toBe(404);
    expect((await otherOwner.json('DELETE', `/api/courses/${course.id}/`)).status).toBe(404);
    expect((await otherOwner.json('POST', `/api/courses/${course.id}/register/`)).status).toBe(404);
    expect((await otherOwner.json<{ id: string }[]>('GET', '/api/courses')).body.map((card) => card.id)).not.toContain(course.id);
    expect((await owner.json('GET', `/api/courses/${course.id}`)).body).toMatchObject({ name: course.name });
  });
});

describe('the catalogue', () => {
  it('lists, searches and filters by price and level; unlisted courses only for managers', async () => {
    const marker = `Nahw${Date.now()}`;
    const free = await newCourse(owner, { name: `${marker} basics`, difficulty: 'beginner' });
    const paid = await newCourse(owner, { name: `${marker} advanced`, difficulty: 'advanced', price: { price: 500, per: 'lifetime' } });
    const hidden = await newCourse(owner, { name: `${marker} hidden`, unlisted: true });
    const visitor = new SiteClient(sites.acme);
    const ids = async (client: SiteClient, query: string) => (await client.json<{ id: string }[]>('GET', `/api/courses?q=${marker}${query}`)).body.map((card) => card.id);
    expect(await ids(visitor, '')).toEqual([paid.id, free.id]);
    expect(await ids(visitor, '&price=free')).toEqual([free.id]);
    expect(await ids(visitor, '&price=paid')).toEqual([paid.id]);
    expect(await ids(visitor, '&difficulty=advanced')).toEqual([paid.id]);
    expect(await ids(owner, '')).toEqual([hidden.id, paid.id, free.id]);
    const display = await visitor.json<{ id: string }[]>('GET', `/api/courses/display?ids=${free.course_id},${paid.id},${hidden.id}`);
    expect(display.body.map((card) => card.id)).toEqual([free.id, paid.id]);
  });
});

describe('registration and favourites', () => {
  it('registers for a free course, idempotently, and unregisters', async () => {
    const course = await newCourse(owner);
    const { client } = await newSignedInStudent(sites.acme);
    expect(await client.json('POST', `/api/courses/${course.id}/register/`)).toEqual({ status: 200, body: { registered: true } });
    expect(await client.json('POST', `/api/courses/${course.id}/register/`)).toEqual({ status: 200, body: { registered: true } });
    expect((await client.json('GET', `/api/courses/${course.id}`)).body).toMatchObject({ viewer: { registered: true }, students: 1 });
    expect(await client.json('POST', `/api/courses/${course.id}/unregister/`)).toEqual({ status: 200, body: { registered: false } });
    expect((await client.json('GET', `/api/courses/${course.id}`)).body).toMatchObject({ viewer: { registered: false }, students: 0 });
  });

  it('refuses a priced course without payment and a closed course', async () => {
    const paid = await newCourse(owner, { price: { price: 250, per: 'month' } });
    const closed = await newCourse(owner, { registrationAllowed: false });
    const { client } = await newSignedInStudent(sites.acme);
    expect(await client.json('POST', `/api/courses/${paid.id}/register/`)).toEqual({
      status: 402,
      body: { error: 'This course is paid. Add it to your cart and complete the payment to register.' },
    });
    expect(await client.json('POST', `/api/courses/${closed.id}/register/`)).toEqual({ status: 403, body: { error: 'Registration for this course is closed.' } });
    expect((await new SiteClient(sites.acme).json('POST', `/api/courses/${paid.id}/register/`)).status).toBe(401);
  });

  it('keeps favourites, shown among the user’s courses with progress', async () => {
    const liked = await newCourse(owner);
    const taken = await newCourse(owner);
    const student = await newSignedInStudent(sites.acme);
    expect(await student.client.json('POST', `/api/courses/${liked.id}/favorite/`)).toEqual({ status: 200, body: { favorite: true } });
    await student.client.json('POST', `/api/courses/${taken.id}/register/`);
    const mine = await student.client.json<{ id: string; registered: boolean; favorite: boolean; progress: unknown; completion: string }[]>('GET', `/api/users/${student.id}/courses`);
    expect(mine.body.map(({ id, registered, favorite, completion }) => ({ id, registered, favorite, completion }))).toEqual(
      expect.arrayContaining([
        { id: liked.id, registered: false, favorite: true, completion: 'notAttempted' },
        { id: taken.id, registered: true, favorite: false, completion: 'notAttempted' },
      ]),
    );
    expect(await student.client.json('DELETE', `/api/courses/${liked.id}/favorite/`)).toEqual({ status: 200, body: { favorite: false } });
    const other = await newSignedInStudent(sites.acme);
    expect((await other.client.json('GET', `/api/users/${student.id}/courses`)).status).toBe(403);
    expect((await owner.json('GET', `/api/users/${student.id}/courses`)).status).toBe(200);
    expect((await otherOwner.json('GET', `/api/users/${student.id}/courses`)).status).toBe(404);
  });
});

describe('course users', () => {
  it('lists registered students to managers and removes one', async () => {
    const course = await newCourse(owner);
    const student = await newSignedInStudent(sites.acme);
    await student.client.json('POST', `/api/courses/${course.id}/register/`);
    const users = await owner.json<{ id: string; email: string }[]>('GET', `/api/courses/${course.id}/users`);
    expect(users.body).toEqual([expect.objectContaining({ id: student.id, email: student.student.email, progress: { completed: 0, total: 0 } })]);
    expect((await student.client.json('GET', `/api/courses/${course.id}/users`)).status).toBe(403);
    expect((await otherOwner.json('GET', `/api/courses/${course.id}/users`)).status).toBe(404);
    expect((await student.client.json('DELETE', `/api/courses/${course.id}/users/${student.id}`)).status).toBe(403);
    expect(await owner.json('DELETE', `/api/courses/${course.id}/users/${student.id}`)).toEqual({ status: 200, body: { ok: true } });
    expect((await student.client.json('GET', `/api/courses/${course.id}`)).body).toMatchObject({ viewer: { registered: false } });
    expect((await owner.json('DELETE', `/api/courses/${course.id}/users/${student.id}`)).status).toBe(404);
  });
});

describe('GET /api/users/trainers', () => {
  it('lists this site’s teachers with public fields only', async () => {
    const teacher = await newSignedInStudent(sites.acme, { name: 'Ustadh Karim' });
    await owner.json('PUT', `/api/users/${teacher.id}`, { isTeacher: true, bio: 'Hafiz' });
    const trainers = await new SiteClient(sites.acme).json<Record<string, unknown>[]>('GET', '/api/users/trainers');
    expect(trainers.body).toContainEqual({ id: teacher.id, name: 'Ustadh Karim', profilephoto: '', bio: 'Hafiz' });
    expect(JSON.stringify(trainers.body)).not.toContain('@');
    expect((await new SiteClient(sites.other).json<unknown[]>('GET', '/api/users/trainers')).body).not.toContainEqual(expect.objectContaining({ id: teacher.id }));
  });
});

describe('deleting a course', () => {
  it('removes the course with its lessons and registrations', async () => {
    const course = await newCourse(owner);
    const lesson = await owner.json<{ id: string }>('POST', `/api/courses/${course.id}/materials`, { name: 'Intro', type: 'article' });
    const { client } = await newSignedInStudent(sites.acme);
    await client.json('POST', `/api/courses/${course.id}/register/`);
    expect(await owner.json('DELETE', `/api/courses/${course.id}/`)).toEqual({ status: 200, body: { ok: true } });
    expect((await owner.json('GET', `/api/courses/${course.id}`)).status).toBe(404);
    expect((await owner.json('GET', `/api/courses/${course.id}/materials/${lesson.body.id}`)).status).toBe(404);
    expect((await owner.json('POST', '/api/courses', { name: course.name })).status).toBe(201);
  });
});

describe('GET /api/teacher/analytics', () => {
  it('counts registrations, progress and completions of the courses the teacher manages only', async () => {
    const teacher = await newSignedInStudent(sites.acme);
    await owner.json('PUT', `/api/users/${teacher.id}`, { isTeacher: true });
    const course = await newCourse(teacher.client);
    const notMine = await newCourse(owner);
    const lesson = (await teacher.client.json<{ id: string }>('POST', `/api/courses/${course.id}/materials`, { name: 'Only lesson', type: 'article' })).body;
    const finisher = await newSignedInStudent(sites.acme);
    const starter = await newSignedInStudent(sites.acme);
    for (const student of [finisher, starter]) await student.client.json('POST', `/api/courses/${course.id}/register/`);
    await finisher.client.json('POST', `/api/courses/${notMine.id}/register/`);
    await finisher.client.json('POST', `/api/courses/${course.id}/materials/${lesson.id}/complete`);

    const analytics = await teacher.client.json('GET', '/api/teacher/analytics');
    expect(analytics).toEqual({
      status: 200,
      body: {
        totals: { courses: 1, students: 2, registrations: 2, completions: 1 },
        courses: [{ id: course.id, name: course.name, registrations: 2, inProgress: 0, completions: 1 }],
      },
    });
    await starter.client.json('GET', `/api/courses/${course.id}/materials/${lesson.id}`);
    expect((await teacher.client.json<{ courses: unknown[] }>('GET', '/api/teacher/analytics')).body.courses).toEqual([
      { id: course.id, name: course.name, registrations: 2, inProgress: 1, completions: 1 },
    ]);
    const ownerView = await owner.json<{ courses: { id: string }[] }>('GET', '/api/teacher/analytics');
    expect(ownerView.body.courses.map((entry) => entry.id)).toEqual(expect.arrayContaining([course.id, notMine.id]));
    expect((await finisher.client.json('GET', '/api/teacher/analytics')).status).toBe(403);
    expect((await new SiteClient(sites.acme).json('GET', '/api/teacher/analytics')).status).toBe(401);
    expect((await otherOwner.json<{ courses: { id: string }[] }>('GET', '/api/teacher/analytics')).body.courses.map((entry) => entry.id)).not.toContain(course.id);
  });
});
