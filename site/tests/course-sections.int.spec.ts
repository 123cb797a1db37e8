import { beforeAll, describe, expect, it } from 'vitest';
import { newSignedInStudent, signedInClient } from '@halaqa/infra/testing/accounts';
import { SiteClient } from '@halaqa/infra/testing/site-client';
import { ACME, OTHER, useTwoSites } from '@halaqa/infra/testing/two-sites';

/**
 * Issue #14: course sections. Every new call and each refusal: adding, renaming and deleting a
 * section, saving the whole order at once (all or nothing, ids of other courses and sites
 * refused), publishing it for students, and the curriculum students see grouped with counts and
 * minutes. Two sites, as everywhere.
 */
const sites = useTwoSites();
let owner: SiteClient;
let otherOwner: SiteClient;

type Section = { id: string; title: string; order: number; publishedOrder: number; lessons: string[]; lessonCount: number; minutes: number; timedLessons: number };
type Lesson = { id: string; name: string; section: string | null; publishedSection: string | null; order: number };
type Curriculum = { sections: Section[]; lessons: Lesson[] };

let counter = 0;
async function newCourse(client = owner) {
  counter += 1;
  const { status, body } = await client.json<{ id: string }>('POST', '/api/courses', { name: `Sīra ${counter}-${Date.now()}` });
  expect(status).toBe(201);
  return body.id;
}

async function addLesson(courseId: string, name: string, fields: Record<string, unknown> = {}) {
  const { status, body } = await owner.json<Lesson>('POST', `/api/courses/${courseId}/materials`, { name, type: 'article', ...fields });
  expect(status, JSON.stringify(body)).toBe(200);
  return body;
}

async function addSection(courseId: string, title: string) {
  const { status, body } = await owner.json<Section>('POST', `/api/courses/${courseId}/sections`, { title });
  expect(status, JSON.stringify(body)).toBe(200);
  return body;
}

async function registeredStudent(courseId: string) {
  const student = await newSignedInStudent(sites.acme);
  expect((await student.client.json('POST', `/api/courses/${courseId}/register/`)).status).toBe(200);
  return student.client;
}

const names = async (client: SiteClient, courseId: string) => (await client.json<Lesson[]>('GET', `/api/courses/${courseId}/materials`)).body.map((lesson) => lesson.name);
const sectionsOf = async (client: SiteClient, courseId: string) => (await client.json<Section[]>('GET', `/api/courses/${courseId}/sections`)).body;
const publish = async (courseId: string) => expect((await owner.json('PUT', `/api/courses/${courseId}`, { publishMaterialOrder: true })).status).toBe(200);

beforeAll(async () => {
  owner = await signedInClient(sites.acme, ACME.ownerEmail, ACME.ownerPassword);
  otherOwner = await signedInClient(sites.other, OTHER.ownerEmail, OTHER.ownerPassword);
});

describe('sections', () => {
  it('adds, renames and deletes a section; its lessons stay, outside any section', async () => {
    const courseId = await newCourse();
    const first = await addSection(courseId, 'الطهارة');
    expect(first).toEqual({ id: expect.any(String), title: 'الطهارة', order: 0, publishedOrder: 0, lessons: [], lessonCount: 0, minutes: 0, timedLessons: 0 });
    const second = await addSection(courseId, 'الصلاة');
    expect(second).toMatchObject({ order: 1, publishedOrder: 1 });
    const lesson = await addLesson(courseId, 'Wudu', { section: first.id, estimatedTime: 12 });
    expect(lesson).toMatchObject({ section: first.id, publishedSection: first.id });

    expect(await owner.json('PUT', `/api/courses/${courseId}/sections/${first.id}`, { title: '  Purity  ' })).toEqual({
      status: 200,
      body: { ...first, title: 'Purity', lessons: [lesson.id], lessonCount: 1, minutes: 12, timedLessons: 1 },
    });
    expect(await owner.json('DELETE', `/api/courses/${courseId}/sections/${first.id}`)).toEqual({ status: 200, body: { ok: true } });
    expect((await sectionsOf(owner, courseId)).map((section) => section.title)).toEqual(['الصلاة']);
    const [kept] = (await owner.json<Lesson[]>('GET', `/api/courses/${courseId}/materials`)).body;
    expect(kept).toMatchObject({ id: lesson.id, section: null, publishedSection: null });
    expect((await owner.json('DELETE', `/api/courses/${courseId}/sections/${first.id}`)).status).toBe(404);
  });

  it('refuses an empty or overlong title, unknown fields, and a lesson added to another course’s section', async () => {
    const courseId = await newCourse();
    const section = await addSection(courseId, 'One');
    expect(await owner.json('POST', `/api/courses/${courseId}/sections`, { title: '   ' })).toEqual({ status: 400, body: { error: 'The section needs a title.', field: 'title' } });
    expect((await owner.json('POST', `/api/courses/${courseId}/sections`, { title: 'x'.repeat(201) })).status).toBe(400);
    expect((await owner.json('POST', `/api/courses/${courseId}/sections`, { title: 'A', order: 3 })).status).toBe(400);
    expect((await owner.json('PUT', `/api/courses/${courseId}/sections/${section.id}`, {})).body).toEqual({ error: 'The section needs a title.', field: 'title' });
    const elsewhere = await addSection(await newCourse(), 'Elsewhere');
    expect(await owner.json('POST', `/api/courses/${courseId}/materials`, { name: 'L', type: 'article', section: elsewhere.id })).toEqual({
      status: 400,
      body: { error: 'Choose a section of this course.', field: 'section' },
    });
    // The other course's section is not this course's to rename or delete either.
    expect((await owner.json('PUT', `/api/courses/${courseId}/sections/${elsewhere.id}`, { title: 'Taken' })).status).toBe(404);
    expect((await owner.json('DELETE', `/api/courses/${courseId}/sections/${elsewhere.id}`)).status).toBe(404);
    expect((await owner.json('PUT', `/api/courses/${courseId}/sections/not-an-id`, { title: 'X' })).status).toBe(404);
  });

  it('lets only the course’s managers write sections, and keeps other sites out', async () => {
    const courseId = await newCourse();
    const section = await addSection(courseId, 'Mine');
    const student = await registeredStudent(courseId);
    const visitor = new SiteClient(sites.acme);
    for (const client of [student, visitor]) {
      const expected = client === visitor ? 401 : 403;
      expect((await client.json('POST', `/api/courses/${courseId}/sections`, { title: 'Planted' })).status).toBe(expected);
      expect((await client.json('PUT', `/api/courses/${courseId}/sections/${section.id}`, { title: 'Renamed' })).status).toBe(expected);
      expect((await client.json('DELETE', `/api/courses/${courseId}/sections/${section.id}`)).status).toBe(expected);
      expect((await client.json('PUT', `/api/courses/${courseId}/curriculum`, { lessons: [], sections: [{ id: section.id, lessons: [] }] })).status).toBe(expected);
    }
    // Another site's owner: this course is not found on their site, nor through this site's host.
    expect((await otherOwner.json('GET', `/api/courses/${courseId}/sections`)).status).toBe(404);
    expect((await otherOwner.json('POST', `/api/courses/${courseId}/sections`, { title: 'Planted' })).status).toBe(404);
    expect((await otherOwner.json('PUT', `/api/courses/${courseId}/sections/${section.id}`, { title: 'Stolen' })).status).toBe(404);
    expect((await otherOwner.json('DELETE', `/api/courses/${courseId}/sections/${section.id}`)).status).toBe(404);
    expect((await otherOwner.json('PUT', `/api/courses/${courseId}/curriculum`, { lessons: [], sections: [{ id: section.id, lessons: [] }] })).status).toBe(404);
    expect((await sectionsOf(owner, courseId)).map((entry) => entry.title)).toEqual(['Mine']);
  });

  it('lets a teacher who trains the course manage its sections, not another teacher', async () => {
    const teacher = await newSignedInStudent(sites.acme);
    const stranger = await newSignedInStudent(sites.acme);
    for (const account of [teacher, stranger]) expect((await owner.json('PUT', `/api/users/${account.id}`, { isTeacher: true })).status).toBe(200);
    const courseId = await newCourse(teacher.client);
    expect((await teacher.client.json('POST', `/api/courses/${courseId}/sections`, { title: 'Week 1' })).status).toBe(200);
    expect((await stranger.client.json('POST', `/api/courses/${courseId}/sections`, { title: 'Week 2' })).status).toBe(403);
  });
});

describe('the curriculum order', () => {
  it('saves sections and lessons within and between them at once; students see it once published', async () => {
    const courseId = await newCourse();
    const [a, b, c, d] = [await addLesson(courseId, 'A', { estimatedTime: 10 }), await addLesson(courseId, 'B', { estimatedTime: 25 }), await addLesson(courseId, 'C'), await addLesson(courseId, 'D', { estimatedTime: 5 })];
    const basics = await addSection(courseId, 'Basics');
    const practice = await addSection(courseId, 'Practice');
    const student = await registeredStudent(courseId);

    const saved = await owner.json<Curriculum>('PUT', `/api/courses/${courseId}/curriculum`, {
      lessons: [d.id],
      sections: [
        { id: practice.id, lessons: [c.id, a.id] },
        { id: basics.id, lessons: [b.id] },
      ],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.lessons.map((lesson) => [lesson.name, lesson.section])).toEqual([
      ['D', null],
      ['C', practice.id],
      ['A', practice.id],
      ['B', basics.id],
    ]);
    expect(saved.body.sections.map((section) => [section.title, section.lessons, section.lessonCount, section.minutes, section.timedLessons])).toEqual([
      ['Practice', [c.id, a.id], 2, 10, 1],
      ['Basics', [b.id], 1, 25, 1],
    ]);
    // The working order is the managers' until it is published.
    expect(await names(owner, courseId)).toEqual(['D', 'C', 'A', 'B']);
    expect(await names(student, courseId)).toEqual(['A', 'B', 'C', 'D']);
    expect(await sectionsOf(student, courseId)).toEqual([]);

    await publish(courseId);
    expect(await names(student, courseId)).toEqual(['D', 'C', 'A', 'B']);
    const seen = await sectionsOf(student, courseId);
    expect(seen.map((section) => [section.title, section.order, section.lessons, section.lessonCount, section.minutes])).toEqual([
      ['Practice', 0, [c.id, a.id], 2, 10],
      ['Basics', 1, [b.id], 1, 25],
    ]);
    // The visitor sees the same curriculum (the course page's).
    expect(await sectionsOf(new SiteClient(sites.acme), courseId)).toEqual(seen);
  });

  it('hides from students a section holding no visible lesson, and counts only the visible ones', async () => {
    const courseId = await newCourse();
    const open = await addSection(courseId, 'Open');
    const drafts = await addSection(courseId, 'Drafts');
    await addLesson(courseId, 'Shown', { section: open.id, estimatedTime: 7 });
    await addLesson(courseId, 'Hidden here', { section: open.id, visible: false, estimatedTime: 30 });
    await addLesson(courseId, 'Hidden there', { section: drafts.id, visible: false });
    await addSection(courseId, 'Empty');
    const student = await registeredStudent(courseId);
    expect((await sectionsOf(student, courseId)).map((section) => [section.title, section.lessonCount, section.minutes])).toEqual([['Open', 1, 7]]);
    expect((await sectionsOf(owner, courseId)).map((section) => [section.title, section.lessonCount, section.minutes])).toEqual([
      ['Open', 2, 37],
      ['Drafts', 1, 0],
      ['Empty', 0, 0],
    ]);
  });

  it('refuses an order that leaves out, repeats or adds a lesson or section, writing nothing', async () => {
    const courseId = await newCourse();
    const [a, b] = [await addLesson(courseId, 'A'), await addLesson(courseId, 'B')];
    const section = await addSection(courseId, 'S');
    const elsewhereCourse = await newCourse();
    const foreignLesson = await addLesson(elsewhereCourse, 'Foreign');
    const foreignSection = await addSection(elsewhereCourse, 'Foreign section');
    const otherSiteCourse = await newCourse(otherOwner);
    const otherSiteSection = (await otherOwner.json<Section>('POST', `/api/courses/${otherSiteCourse}/sections`, { title: 'Theirs' })).body;
    const lessonsError = { error: 'The order must name every lesson of this course once, and no other lesson. Reload the page and try again.', field: 'lessons' };
    const sectionsError = { error: 'The order must name every section of this course once, and no other section. Reload the page and try again.', field: 'sections' };
    const refused: [unknown, unknown][] = [
      [{ lessons: [a.id], sections: [{ id: section.id, lessons: [] }] }, lessonsError],
      [{ lessons: [a.id, b.id, b.id], sections: [{ id: section.id, lessons: [] }] }, lessonsError],
      [{ lessons: [a.id], sections: [{ id: section.id, lessons: [b.id, foreignLesson.id] }] }, lessonsError],
      [{ lessons: [a.id, b.id], sections: [] }, sectionsError],
      [{ lessons: [a.id, b.id], sections: [{ id: foreignSection.id, lessons: [] }] }, sectionsError],
      [{ lessons: [a.id, b.id], sections: [{ id: section.id, lessons: [] }, { id: otherSiteSection.id, lessons: [] }] }, sectionsError],
      [{ lessons: [a.id, b.id], sections: [{ id: section.id, lessons: [] }, { id: section.id, lessons: [] }] }, sectionsError],
    ];
    for (const [body, error] of refused) expect(await owner.json('PUT', `/api/courses/${courseId}/curriculum`, body)).toEqual({ status: 400, body: error });
    for (const body of [{ lessons: [a.id] }, { lessons: ['nope'], sections: [] }, { lessons: [], sections: [{ id: section.id }] }, { lessons: [], sections: [], publish: true }]) {
      expect((await owner.json('PUT', `/api/courses/${courseId}/curriculum`, body)).status).toBe(400);
    }
    expect((await owner.json<Lesson[]>('GET', `/api/courses/${courseId}/materials`)).body.map((lesson) => [lesson.name, lesson.section])).toEqual([
      ['A', null],
      ['B', null],
    ]);
    // Nothing of the other course or site moved either.
    expect((await owner.json<Lesson[]>('GET', `/api/courses/${elsewhereCourse}/materials`)).body.map((lesson) => lesson.section)).toEqual([null]);
    expect((await otherOwner.json<Section[]>('GET', `/api/courses/${otherSiteCourse}/sections`)).body.map((entry) => entry.id)).toEqual([otherSiteSection.id]);
  });

  it('keeps a course without sections as it was: one list, the per-lesson order still works', async () => {
    const courseId = await newCourse();
    const a = await addLesson(courseId, 'A');
    await addLesson(courseId, 'B');
    expect(await sectionsOf(owner, courseId)).toEqual([]);
    expect((await owner.json('PUT', `/api/courses/${courseId}/materials/${a.id}`, { order: 9 })).status).toBe(200);
    await publish(courseId);
    expect(await names(new SiteClient(sites.acme), courseId)).toEqual(['B', 'A']);
  });

  it('gives one order to two managers saving at the same moment, never a mix', async () => {
    const courseId = await newCourse();
    const [a, b, c] = [await addLesson(courseId, 'A'), await addLesson(courseId, 'B'), await addLesson(courseId, 'C')];
    const s1 = await addSection(courseId, 'S1');
    const orders = [
      { lessons: [], sections: [{ id: s1.id, lessons: [a.id, b.id, c.id] }] },
      { lessons: [c.id, b.id, a.id], sections: [{ id: s1.id, lessons: [] }] },
    ];
    const replies = await Promise.all(orders.map((body) => owner.json('PUT', `/api/courses/${courseId}/curriculum`, body)));
    expect(replies.map((reply) => reply.status)).toEqual([200, 200]);
    const final = (await owner.json<Lesson[]>('GET', `/api/courses/${courseId}/materials`)).body.map((lesson) => [lesson.name, lesson.section]);
    expect([
      [
        ['A', s1.id],
        ['B', s1.id],
        ['C', s1.id],
      ],
      [
        ['C', null],
        ['B', null],
        ['A', null],
      ],
    ]).toContainEqual(final);
  });
});

describe('deleting a course', () => {
  it('takes its sections along', async () => {
    const courseId = await newCourse();
    await addSection(courseId, 'Gone soon');
    expect((await owner.json('DELETE', `/api/courses/${courseId}/`)).status).toBe(200);
    expect((await owner.json('GET', `/api/courses/${courseId}/sections`)).status).toBe(404);
  });
});
