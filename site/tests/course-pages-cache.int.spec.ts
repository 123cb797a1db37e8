import type { Payload } from '@halaqa/cms/payload-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { newSignedInStudent, signedInClient } from '@halaqa/infra/testing/accounts';
import { SiteClient } from '@halaqa/infra/testing/site-client';
import { ACME, OTHER, useTwoSites } from '@halaqa/infra/testing/two-sites';

/**
 * Issue #5 "Tests and measures": visitors' copies of /, /courses and /courses/{id} are cached
 * per site (the `x-halaqa-cache` header says hit, miss or bypass), never stale after an edit
 * made through the API or directly through Payload as the editors' admin does (another process
 * here: this test's own Payload), never shared between sites or with signed-in users.
 */
const sites = useTwoSites();
let owner: SiteClient;
let otherOwner: SiteClient;
/** Payload in this process, writing as the editors' admin (a separate Next.js process) does. */
let adminPayload: Payload;

let counter = 0;
async function newCourse(fields: Record<string, unknown> = {}) {
  counter += 1;
  const created = await owner.json<{ id: string; name: string }>('POST', '/api/courses', { name: `Sarf ${counter} ${Date.now()}`, ...fields });
  expect(created.status).toBe(201);
  return created.body;
}

/** A visitor reading the site in English. */
async function visit(client: SiteClient, path: string, headers: Record<string, string> = {}) {
  const response = await client.request('GET', path, { headers: { cookie: 'lang=en', ...headers } });
  return { status: response.status, cache: response.headers.get('x-halaqa-cache'), headers: response.headers, html: await response.text() };
}

/**
 * Visits until the page comes from the cache. The writing process hears of its own write twice
 * (at once, and again when PostgreSQL delivers the notification a moment later); a page
 * rendered meanwhile is not kept, so the first visits after a write may all be misses.
 */
async function warm(client: SiteClient, path: string) {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    if ((await visit(client, path)).cache === 'hit') return;
  }
  throw new Error(`${path} never came from the cache`);
}

beforeAll(async () => {
  owner = await signedInClient(sites.acme, ACME.ownerEmail, ACME.ownerPassword);
  otherOwner = await signedInClient(sites.other, OTHER.ownerEmail, OTHER.ownerPassword);
  process.env.DATABASE_URL = sites.databaseUrl;
  process.env.DISABLE_PAYLOAD_HMR = 'true';
  const { payloadClient } = await import('@halaqa/cms/payload-client');
  adminPayload = await payloadClient();
});

describe("visitors' cached pages", () => {
  it('answer a second visit from the cache, revalidated by ETag, and show an API edit at once', async () => {
    const course = await newCourse({ description: 'Verb patterns' });
    const visitor = new SiteClient(sites.acme);
    for (const path of ['/courses', `/courses/${course.id}`]) {
      await warm(visitor, path);
      const second = await visit(visitor, path);
      expect(second, path).toMatchObject({ status: 200, cache: 'hit' });
      expect(second.html).toContain(course.name);
      expect(second.headers.get('cache-control')).toBe('no-cache');
      const revalidated = await visitor.request('GET', path, { headers: { cookie: 'lang=en', 'if-none-match': second.headers.get('etag')! } });
      expect(revalidated.status, path).toBe(304);
    }

    const renamed = `${course.name} renamed`;
    expect((await owner.json('PUT', `/api/courses/${course.id}`, { name: renamed })).status).toBe(200);
    for (const path of ['/courses', `/courses/${course.id}`]) {
      const after = await visit(visitor, path);
      expect(after.cache, path).toBe('miss');
      expect(after.html).toContain(renamed);
    }
  });

  it('show lessons, registrations and ratings written through the API on the next visit', async () => {
    const course = await newCourse();
    const visitor = new SiteClient(sites.acme);
    await warm(visitor, `/courses/${course.id}`);

    await owner.json('POST', `/api/courses/${course.id}/materials`, { name: 'Lesson on the past tense', type: 'article' });
    expect((await visit(visitor, `/courses/${course.id}`)).html).toContain('Lesson on the past tense');

    const student = await newSignedInStudent(sites.acme);
    await student.client.json('POST', `/api/courses/${course.id}/register/`);
    expect((await visit(visitor, `/courses/${course.id}`)).html).toContain('1 student');

    await student.client.json('POST', `/api/courses/${course.id}/rate`, { rating: 4, notes: 'Clear and patient' });
    expect((await visit(visitor, `/courses/${course.id}`)).html).toContain('Clear and patient');
  });

  it("keep every other course's page through a registration, and show the registered course's new count at once", async () => {
    const registeredFor = await newCourse();
    const other = await newCourse();
    const visitor = new SiteClient(sites.acme);
    await warm(visitor, `/courses/${registeredFor.id}`);
    await warm(visitor, `/courses/${other.id}`);

    const student = await newSignedInStudent(sites.acme);
    expect((await student.client.json('POST', `/api/courses/${registeredFor.id}/register/`)).status).toBe(200);
    const registered = await visit(visitor, `/courses/${registeredFor.id}`);
    expect(registered.cache).toBe('miss');
    expect(registered.html).toContain('1 student');
    // Another course's page shows nothing a registration elsewhere changes: it stays kept.
    const untouched = await visit(visitor, `/courses/${other.id}`);
    expect(untouched).toMatchObject({ status: 200, cache: 'hit' });
    expect(untouched.html).toContain(other.name);

    // A signed-in student's course page, made from the kept reads, counts at once too.
    const classmate = await newSignedInStudent(sites.acme);
    await visit(classmate.client, `/courses/${registeredFor.id}`);
    expect((await classmate.client.json('POST', `/api/courses/${registeredFor.id}/register/`)).status).toBe(200);
    expect((await visit(classmate.client, `/courses/${registeredFor.id}`)).html).toContain('2 students');
    expect((await visit(visitor, `/courses/${registeredFor.id}`)).html).toContain('2 students');
    expect((await visit(visitor, `/courses/${other.id}`)).cache).toBe('hit');
  });

  it("show a trainer's new name on the next visit", async () => {
    const teacher = await newSignedInStudent(sites.acme, { name: 'Ustadha Huda' });
    await owner.json('PUT', `/api/users/${teacher.id}`, { isTeacher: true });
    const course = await newCourse({ trainer_id: teacher.id });
    const visitor = new SiteClient(sites.acme);
    await warm(visitor, `/courses/${course.id}`);
    expect((await visit(visitor, `/courses/${course.id}`)).html).toContain('Ustadha Huda');
    expect((await teacher.client.json('PUT', '/api/users/me', { name: 'Ustadha Huda Salem' })).status).toBe(200);
    expect((await visit(visitor, `/courses/${course.id}`)).html).toContain('Ustadha Huda Salem');
  });

  it("drop a suspended trainer's biography on the next visit", async () => {
    const teacher = await newSignedInStudent(sites.acme, { name: 'Ustadh Karim' });
    await owner.json('PUT', `/api/users/${teacher.id}`, { isTeacher: true });
    expect((await teacher.client.json('PUT', '/api/users/me', { bio: 'Twenty years of teaching tajwid' })).status).toBe(200);
    const course = await newCourse({ trainer_id: teacher.id });
    const visitor = new SiteClient(sites.acme);
    await warm(visitor, `/courses/${course.id}`);
    expect((await visit(visitor, `/courses/${course.id}`)).html).toContain('Twenty years of teaching tajwid');
    expect((await owner.json('POST', `/api/users/${teacher.id}/suspend`)).status).toBe(200);
    expect((await visit(visitor, `/courses/${course.id}`)).html).not.toContain('Twenty years of teaching tajwid');
  });

  it('show an edit made directly through Payload, as in the admin, on the next visit', async () => {
    const course = await newCourse();
    const visitor = new SiteClient(sites.acme);
    await warm(visitor, `/courses/${course.id}`);
    await warm(visitor, '/courses');

    const renamed = `${course.name} edited in the admin`;
    await adminPayload.update({ collection: 'courses', id: course.id, data: { name: renamed }, overrideAccess: true });
    expect((await visit(visitor, '/courses')).html).toContain(renamed);
    expect((await visit(visitor, `/courses/${course.id}`)).html).toContain(renamed);

    const lesson = await adminPayload.create({
      collection: 'materials',
      // Only the fields an editor fills in; Payload's defaults do the rest.
      data: { tenant: await acmeTenantId(), course: course.id, name: 'Written in the admin', type: 'article', order: 0, publishedOrder: 0 } as never,
      overrideAccess: true,
    });
    expect((await visit(visitor, `/courses/${course.id}`)).html).toContain('Written in the admin');
    await adminPayload.delete({ collection: 'materials', id: lesson.id, overrideAccess: true });
    expect((await visit(visitor, `/courses/${course.id}`)).html).not.toContain('Written in the admin');
  });

  it("show the site's settings changed directly through Payload on the next visit", async () => {
    const visitor = new SiteClient(sites.acme);
    await warm(visitor, '/');
    await adminPayload.update({ collection: 'tenants', id: await acmeTenantId(), data: { siteName: 'Acme Academy of Grammar' }, overrideAccess: true });
    const home = await visit(visitor, '/');
    expect(home.html).toContain('Acme Academy of Grammar');
  });

  it('keep each language apart', async () => {
    const visitor = new SiteClient(sites.acme);
    await visit(visitor, '/courses');
    expect((await visit(visitor, '/courses')).html).toContain('<h1>Courses</h1>');
    const arabic = await visitor.request('GET', '/courses', { headers: { cookie: 'lang=ar' } });
    expect(await arabic.text()).toContain('<h1>الدورات</h1>');
  });

  it("never give one site's page to another", async () => {
    const course = await newCourse();
    const acmeVisitor = new SiteClient(sites.acme);
    const otherVisitor = new SiteClient(sites.other);
    await warm(acmeVisitor, '/courses');
    for (let round = 0; round < 2; round += 1) {
      const page = await visit(otherVisitor, '/courses');
      expect(page.status).toBe(200);
      expect(page.html).not.toContain(course.name);
      expect(page.html).toContain(OTHER.name);
    }
    expect((await visit(otherVisitor, `/courses/${course.id}`)).status).toBe(404);
    expect((await otherOwner.json('GET', `/api/courses/${course.id}`)).status).toBe(404);
  });

  it('are never served to, nor made from, a signed-in user', async () => {
    const course = await newCourse();
    const visitor = new SiteClient(sites.acme);
    await warm(visitor, `/courses/${course.id}`);

    const student = await newSignedInStudent(sites.acme);
    // The second visit carries the language cookies the first one set, as a returning visitor's do.
    await visit(student.client, `/courses/${course.id}`);
    const signedIn = await visit(student.client, `/courses/${course.id}`);
    expect(signedIn.cache).toBe('bypass');
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
    expect(signedIn.html).toContain('>Register for this course</button>');
    expect(signedIn.html).not.toContain('href="/sign-in');

    const anonymous = await visit(visitor, `/courses/${course.id}`);
    expect(anonymous.cache).toBe('hit');
    // Signing in from the cached page comes back to this course.
    expect(anonymous.html).toContain(`href="/sign-in?returnTo=%2Fcourses%2F${course.id}"`);
    expect(anonymous.html).not.toContain('>Register for this course</button>');
  });
});

describe("the catalogue's cards, kept for signed-in users too (issue #13)", () => {
  type Card = { id: string; name: string; students: number; lessons: number; rating: { count: number } };
  const cardOf = async (client: SiteClient, id: string) => (await client.json<Card[]>('GET', '/api/courses')).body.find((card) => card.id === id);

  it('show every change on the next request: through the API, and directly through Payload as in the admin', async () => {
    const course = await newCourse();
    const student = await newSignedInStudent(sites.acme);
    // Twice: the second answer may come from what the first one read.
    await cardOf(student.client, course.id);
    expect(await cardOf(student.client, course.id)).toMatchObject({ name: course.name, students: 0, lessons: 0 });

    expect((await student.client.json('POST', `/api/courses/${course.id}/register/`)).status).toBe(200);
    expect(await cardOf(student.client, course.id)).toMatchObject({ students: 1 });
    await owner.json('POST', `/api/courses/${course.id}/materials`, { name: 'Lesson on the dual', type: 'article' });
    expect(await cardOf(student.client, course.id)).toMatchObject({ lessons: 1 });
    await student.client.json('POST', `/api/courses/${course.id}/rate`, { rating: 5, notes: 'Thorough' });
    expect(await cardOf(student.client, course.id)).toMatchObject({ rating: { count: 1 } });

    const renamed = `${course.name} renamed in the admin`;
    await adminPayload.update({ collection: 'courses', id: course.id, data: { name: renamed }, overrideAccess: true });
    expect(await cardOf(student.client, course.id)).toMatchObject({ name: renamed });
    const page = await visit(student.client, '/courses');
    expect(page.cache).toBe('bypass');
    expect(page.html).toContain(renamed);

    // The course's ratings and announcements are kept too, and as fresh.
    type Rated = { ratings: { notes: string }[] };
    await student.client.json('GET', `/api/courses/${course.id}/rate`);
    await adminPayload.update({ collection: 'ratings', where: { subjectId: { equals: course.id } }, data: { notes: 'Thorough, edited' }, overrideAccess: true });
    expect((await student.client.json<Rated>('GET', `/api/courses/${course.id}/rate`)).body.ratings[0]).toMatchObject({ notes: 'Thorough, edited' });
    expect((await owner.json('POST', `/api/courses/${course.id}/announcement`, { title: 'Week two', content: '<p>Read chapter 2</p>' })).status).toBe(200);
    type Announced = { announcements: { id: string; title: string }[] };
    const announced = (await student.client.json<Announced>('GET', `/api/courses/${course.id}`)).body.announcements;
    expect(announced).toMatchObject([{ title: 'Week two' }]);
    await adminPayload.update({ collection: 'announcements', id: announced[0]!.id, data: { title: 'Week two, moved' }, overrideAccess: true });
    expect((await student.client.json<Announced>('GET', `/api/courses/${course.id}`)).body.announcements).toMatchObject([{ title: 'Week two, moved' }]);

    await adminPayload.update({ collection: 'courses', id: course.id, data: { unlisted: true }, overrideAccess: true });
    expect(await cardOf(student.client, course.id)).toBeUndefined();
    // Its managers still see it, from the same kept cards.
    expect(await cardOf(owner, course.id)).toMatchObject({ name: renamed });
  });

  it("never give one site's cards to another", async () => {
    const course = await newCourse();
    const acmeStudent = await newSignedInStudent(sites.acme);
    const otherStudent = await newSignedInStudent(sites.other);
    for (let round = 0; round < 2; round += 1) {
      expect(await cardOf(acmeStudent.client, course.id)).toBeDefined();
      expect(await cardOf(otherStudent.client, course.id)).toBeUndefined();
      expect(await cardOf(otherOwner, course.id)).toBeUndefined();
      expect((await visit(otherStudent.client, '/courses')).html).not.toContain(course.name);
    }
  });
});

describe("the catalogue page's list, kept for everyone who sees the same (issue #13)", () => {
  const namesOn = (html: string) => [...html.matchAll(/<h2 class="course-name" dir="auto"><a href="\/courses\/[^"]+">([^<]+)<\/a>/g)].map((match) => match[1]);

  it("shows a student an edit at once, in their language, and a manager's unlisted course only to its managers", async () => {
    const course = await newCourse();
    const student = await newSignedInStudent(sites.acme);
    // Twice: the second page may be made from what the first one kept.
    await visit(student.client, '/courses');
    expect(namesOn((await visit(student.client, '/courses')).html)).toContain(course.name);

    const renamed = `${course.name} renamed in the admin`;
    await adminPayload.update({ collection: 'courses', id: course.id, data: { name: renamed }, overrideAccess: true });
    const afterEdit = namesOn((await visit(student.client, '/courses')).html);
    expect(afterEdit).toContain(renamed);
    expect(afterEdit).not.toContain(course.name);

    // The language is part of what is kept: the same list in Arabic is another page.
    expect((await visit(student.client, '/courses', { cookie: 'lang=ar' })).html).toContain('<h1>الدورات</h1>');
    expect((await visit(student.client, '/courses')).html).toContain('<h1>Courses</h1>');

    const unlisted = await newCourse({ unlisted: true });
    for (let round = 0; round < 2; round += 1) {
      expect(namesOn((await visit(owner, '/courses')).html), 'the owner manages it').toContain(unlisted.name);
      expect(namesOn((await visit(student.client, '/courses')).html)).not.toContain(unlisted.name);
    }
  });

  it('keeps each query apart', async () => {
    const course = await newCourse({ description: 'Kept apart by query' });
    const student = await newSignedInStudent(sites.acme);
    for (let round = 0; round < 2; round += 1) {
      expect(namesOn((await visit(student.client, `/courses?q=${encodeURIComponent(course.name)}`)).html)).toEqual([course.name]);
      expect(namesOn((await visit(student.client, '/courses?q=no-such-course-anywhere')).html)).toEqual([]);
    }
  });
});

describe("the home page's course cards", () => {
  it('shows the featured courses first, topped up with the newest, as many as the site asks (0–5)', async () => {
    const featured = await newCourse();
    const older = await newCourse();
    const newest = await newCourse();
    const visitor = new SiteClient(sites.other);
    const cardNames = async () => [...(await visit(visitor, '/')).html.matchAll(/<h3 class="course-name" dir="auto"><a href="\/courses\/[^"]+">([^<]+)<\/a>/g)].map((match) => match[1]);

    const general = (settings: Record<string, unknown>) => owner.json('POST', '/api/settings/general', { settings });
    expect((await general({ displayCourses: 2, featuredCourses: [featured.id] })).status).toBe(200);
    const acmeVisitor = new SiteClient(sites.acme);
    const acmeCards = async () => [...(await visit(acmeVisitor, '/')).html.matchAll(/<h3 class="course-name" dir="auto"><a href="\/courses\/[^"]+">([^<]+)<\/a>/g)].map((match) => match[1]);
    expect(await acmeCards()).toEqual([featured.name, newest.name]);
    expect(await acmeCards()).not.toContain(older.name);

    expect((await general({ displayCourses: 0 })).status).toBe(200);
    expect(await acmeCards()).toEqual([]);
    // Another site's home page never shows these.
    expect(await cardNames()).toEqual([]);
  });
});

async function acmeTenantId(): Promise<string> {
  const { docs } = await adminPayload.find({ collection: 'tenants', where: { 'domains.domain': { equals: ACME.domain } }, limit: 1, overrideAccess: true });
  return docs[0]!.id;
}
