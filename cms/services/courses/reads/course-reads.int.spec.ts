import type { PostgresAdapter } from '@payloadcms/db-postgres';
import type { Payload } from 'payload';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createFreshDatabase } from '@halaqa/infra/testing/fresh-database';
import '@halaqa/infra/testing/provided';
import type { Tenant, User } from '../../../payload-types';
import type { TenantContext } from '../../context';
import { readCourseCards, type CardSelection } from './course-cards';
import { readCourseDetails } from './course-details';
import { readCourseRatings } from './course-ratings';
import { readCourseAnnouncements } from './course-announcements';
import { readCourseViewer, readLessonViewer, STRANGER } from './course-viewer';
import { readCurriculum } from './curriculum';
import { readLessonComments } from './lesson-comments';

/**
 * The course reads' SQL statements (cards, details, ratings): they return the request's site's
 * rows only, whatever ids they are given, and a list stays one statement however long it is.
 */
let payload: Payload;
let siteA: TenantContext;
let siteB: TenantContext;
let trainerA: User;
let ownerB: User;
let listedA: string;
let courseIdsB: string[];

async function course(ctx: TenantContext, data: Record<string, unknown>) {
  return payload.create({ collection: 'courses', data: { tenant: ctx.tenant.id, ...data } as never, depth: 0, overrideAccess: true });
}

async function site(domain: string, email: string): Promise<{ ctx: TenantContext; owner: User }> {
  const { createTenant } = await import('../../tenants/create-tenant');
  const { tenant, owner } = await createTenant(payload, { domain, name: domain, ownerEmail: email, ownerPassword: 'secret1', plan: 'enterprise' });
  return { ctx: { payload, tenant: tenant as Tenant }, owner: owner as User };
}

beforeAll(async () => {
  process.env.DATABASE_URL = await createFreshDatabase();
  process.env.DISABLE_PAYLOAD_HMR = 'true';
  const { payloadClient } = await import('../../../payload-client');
  payload = await payloadClient();
  const a = await site('cards-a.localhost', 'owner@cards-a.test');
  const b = await site('cards-b.localhost', 'owner@cards-b.test');
  siteA = a.ctx;
  siteB = b.ctx;
  trainerA = a.owner;
  ownerB = b.owner;
  const listed = await course(siteA, { courseId: 'shared-id', name: 'Arabic grammar', description: 'Nouns and verbs', trainer: trainerA.id });
  await course(siteA, { courseId: 'hidden', name: 'Hidden draft', unlisted: true, admins: [trainerA.id] });
  listedA = listed.id;
  await payload.create({ collection: 'registrations', data: { tenant: siteA.tenant.id, course: listed.id, user: trainerA.id } as never, overrideAccess: true });
  await payload.create({
    collection: 'ratings',
    data: { tenant: siteA.tenant.id, subjectType: 'courses', subjectId: listed.id, user: trainerA.id, rating: 4 } as never,
    overrideAccess: true,
  });
  courseIdsB = [];
  for (const [courseId, name] of [['shared-id', 'Arabic grammar'], ['b-only', 'Arabic poetry']]) {
    courseIdsB.push((await course(siteB, { courseId, name, description: 'Nouns and verbs', trainer: b.owner.id })).id);
  }
});

describe('readCourseCards', () => {
  it('shows a card with its trainer, students, rating and who manages it', async () => {
    const [row] = await readCourseCards(siteA, { listedAmong: ['shared-id'] });
    expect(row?.card).toMatchObject({
      course_id: 'shared-id',
      name: 'Arabic grammar',
      trainer: { id: trainerA.id, name: trainerA.name },
      students: 1,
      rating: { average: 4, count: 1 },
      price: { price: 0, per: 'lifetime' },
    });
    const [hidden] = await readCourseCards(siteA, { catalogue: { q: 'hidden' } });
    expect(hidden?.managed).toMatchObject({ publicId: 'hidden', trainerId: null, adminIds: [trainerA.id] });
  });

  it("never returns another site's course, whatever the selection names", async () => {
    const selections: CardSelection[] = [
      { catalogue: {} },
      { catalogue: { q: 'Arabic' } },
      { catalogue: { price: 'free' } },
      { everything: true },
      { listedAmong: ['shared-id', 'b-only', ...courseIdsB] },
      { ids: courseIdsB },
    ];
    const ownIds = new Set((await readCourseCards(siteA, { everything: true })).map((row) => row.card.id));
    expect(ownIds.size).toBe(2);
    for (const selection of selections) {
      const ids = (await readCourseCards(siteA, selection)).map((row) => row.card.id);
      expect(ids.filter((id) => !ownIds.has(id)), JSON.stringify(selection)).toEqual([]);
    }
    expect((await readCourseCards(siteB, { everything: true })).map((row) => row.card.id).sort()).toEqual([...courseIdsB].sort());
  });

  it('lists the catalogue in one statement, for 10 courses as for 200', async () => {
    const { createTenant } = await import('../../tenants/create-tenant');
    const { tenant, owner } = await createTenant(payload, { domain: 'cards-many.localhost', name: 'Many', ownerEmail: 'o@many.test', ownerPassword: 'secret1' });
    const ctx: TenantContext = { payload, tenant: tenant as Tenant };
    const pool = (payload.db as unknown as PostgresAdapter).pool;
    const statementsFor = async (count: number) => {
      await pool.query(
        `INSERT INTO courses (tenant_id, course_id, name, name_key, trainer_id)
         SELECT $1, 'c' || n, 'Course ' || n, 'course ' || n, $2 FROM generate_series((SELECT count(*) FROM courses WHERE tenant_id = $1) + 1, $3) n`,
        [tenant.id, owner.id, count],
      );
      const query = vi.spyOn(pool, 'query');
      try {
        expect(await readCourseCards(ctx, { catalogue: {} })).toHaveLength(count);
        return query.mock.calls.length;
      } finally {
        query.mockRestore();
      }
    };
    const forTen = await statementsFor(10);
    const forTwoHundred = await statementsFor(200);
    expect({ forTen, forTwoHundred }).toEqual({ forTen: 1, forTwoHundred: 1 });
  });
});

describe('the course page and lesson page reads', () => {
  it("answer null for another site's course, and never show another site's people", async () => {
    for (const id of courseIdsB) {
      expect(await readCourseDetails(siteA, id)).toBeNull();
      expect(await readCourseRatings(siteA, id)).toBeNull();
      expect(await readCurriculum(siteA, id)).toBeNull();
      expect(await readCourseViewer(siteA, id, ownerB.id)).toEqual(STRANGER);
    }
    expect(await readCourseDetails(siteA, 'not-a-uuid')).toBeNull();
    // An administrator row naming another site's user (written behind Payload's back).
    const pool = (payload.db as unknown as PostgresAdapter).pool;
    await pool.query(`INSERT INTO courses_rels (parent_id, path, users_id, "order") VALUES ($1, 'admins', $2, 9)`, [listedA, ownerB.id]);
    await pool.query(`INSERT INTO ratings (tenant_id, subject_type, subject_id, user_id, rating) VALUES ($1, 'courses', $2, $3, 1)`, [siteB.tenant.id, listedA, ownerB.id]);
    const details = await readCourseDetails(siteA, listedA);
    expect(details?.admins).toEqual([{ id: '', name: '', profilephoto: '' }]);
    expect(await readCourseViewer(siteA, listedA, trainerA.id)).toMatchObject({ registered: true, favorite: false });
    const ratings = await readCourseRatings(siteA, listedA);
    expect(ratings?.map((rating) => rating.user.id)).toEqual([trainerA.id]);
  });

  it("lists a course's lessons and sections with the viewer's progress, never another site's", async () => {
    const lesson = await payload.create({ collection: 'materials', data: { tenant: siteA.tenant.id, course: listedA, name: 'Sun letters' } as never, depth: 0, overrideAccess: true });
    await payload.create({
      collection: 'lesson-progress',
      data: { tenant: siteA.tenant.id, course: listedA, material: lesson.id, user: trainerA.id, viewed: true, completed: true } as never,
      overrideAccess: true,
    });
    // A lesson row of site B pointing at site A's course (written behind Payload's back).
    const pool = (payload.db as unknown as PostgresAdapter).pool;
    await pool.query(`INSERT INTO materials (tenant_id, course_id, name) VALUES ($1, $2, 'Foreign')`, [siteB.tenant.id, listedA]);
    // Sections too (issue #14): this site's, and one of site B's planted on site A's course.
    await payload.create({ collection: 'course-sections', data: { tenant: siteA.tenant.id, course: listedA, title: 'Letters' } as never, overrideAccess: true });
    await pool.query(`INSERT INTO course_sections (tenant_id, course_id, title) VALUES ($1, $2, 'Foreign section')`, [siteB.tenant.id, listedA]);
    const curriculum = await readCurriculum(siteA, listedA);
    expect(curriculum?.lessons.map(({ name }) => name)).toEqual(['Sun letters']);
    expect(curriculum?.sections.map(({ title }) => title)).toEqual(['Letters']);
    expect((await readCourseViewer(siteA, listedA, trainerA.id)).progress[lesson.id]).toMatchObject({ viewed: true, completed: true });
    expect(await readCourseViewer(siteA, listedA, ownerB.id)).toEqual(STRANGER);
  });

  it("reads what a viewer is to a course from this site's rows only: registration, favourite, progress, certificate", async () => {
    const pool = (payload.db as unknown as PostgresAdapter).pool;
    const { rows } = await pool.query<{ id: string }>(`INSERT INTO users (tenant_id, email, name) VALUES ($1, 'viewer@cards-a.test', 'Viewer') RETURNING id`, [siteA.tenant.id]);
    const viewerId = rows[0]!.id;
    const lesson = await payload.create({ collection: 'materials', data: { tenant: siteA.tenant.id, course: listedA, name: 'Planted' } as never, depth: 0, overrideAccess: true });
    // Site B's rows naming site A's course and site A's user (written behind Payload's back): none of them counts.
    await pool.query(`INSERT INTO registrations (tenant_id, course_id, user_id) VALUES ($1, $2, $3)`, [siteB.tenant.id, listedA, viewerId]);
    await pool.query(`INSERT INTO favorites (tenant_id, course_id, user_id) VALUES ($1, $2, $3)`, [siteB.tenant.id, listedA, viewerId]);
    await pool.query(`INSERT INTO lesson_progress (tenant_id, course_id, material_id, user_id, viewed, completed) VALUES ($1, $2, $3, $4, true, true)`, [siteB.tenant.id, listedA, lesson.id, viewerId]);
    const certificate = `INSERT INTO certificates (tenant_id, subject_type, subject_id, subject_name, user_id, user_name, code, grade, percent) VALUES ($1, 'courses', $2, 'Arabic grammar', $3, 'Viewer', $4, 4.5, 90)`;
    await pool.query(certificate, [siteB.tenant.id, listedA, viewerId, 'bbbbbbbbbbbbbbbb']);
    expect(await readCourseViewer(siteA, listedA, viewerId)).toEqual(STRANGER);
    // The same rows on site A are what the viewer is to the course.
    await pool.query(`UPDATE registrations SET tenant_id = $1 WHERE user_id = $2`, [siteA.tenant.id, viewerId]);
    await pool.query(`UPDATE favorites SET tenant_id = $1 WHERE user_id = $2`, [siteA.tenant.id, viewerId]);
    await pool.query(`UPDATE lesson_progress SET tenant_id = $1 WHERE user_id = $2`, [siteA.tenant.id, viewerId]);
    await pool.query(`UPDATE certificates SET tenant_id = $1 WHERE user_id = $2`, [siteA.tenant.id, viewerId]);
    const viewer = await readCourseViewer(siteA, listedA, viewerId);
    expect(viewer).toMatchObject({ registered: true, favorite: true, progress: { [lesson.id]: { viewed: true, markedDone: false, completed: true } } });
    expect(viewer.certificate).toMatchObject({ code: 'bbbbbbbbbbbbbbbb', subjectId: listedA, userName: 'Viewer', grade: 4.5, percent: 90 });
    expect(viewer.certificate?.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    // An ended access is no registration.
    await pool.query(`UPDATE registrations SET access_until = now() - interval '1 day' WHERE user_id = $1`, [viewerId]);
    expect((await readCourseViewer(siteA, listedA, viewerId)).registered).toBe(false);
  });

  it("lists a lesson's comments and a course's announcements of this site only, with this site's people", async () => {
    const lesson = await payload.create({ collection: 'materials', data: { tenant: siteA.tenant.id, course: listedA, name: 'Moon letters' } as never, depth: 0, overrideAccess: true });
    const pool = (payload.db as unknown as PostgresAdapter).pool;
    const content = JSON.stringify({ root: { type: 'root', children: [] } });
    await pool.query(
      `INSERT INTO comments (tenant_id, course_id, material_id, user_id, content) VALUES ($1, $2, $3, $4, $5), ($6, $2, $3, $7, $5)`,
      [siteA.tenant.id, listedA, lesson.id, trainerA.id, content, siteB.tenant.id, ownerB.id],
    );
    await pool.query(
      `INSERT INTO announcements (tenant_id, course_id, user_id, title, content) VALUES ($1, $2, $3, 'Welcome', $4), ($5, $2, $6, 'Planted', $4), ($1, $2, $6, 'By a stranger', $4)`,
      [siteA.tenant.id, listedA, trainerA.id, content, siteB.tenant.id, ownerB.id],
    );
    const comments = await readLessonComments(siteA, lesson.id);
    expect(comments.map((comment) => comment.author.id)).toEqual([trainerA.id]);
    expect(comments[0]!.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    // The lesson page reads them with the viewer, as confined: not at all for another site's viewer.
    const withViewer = await readLessonViewer(siteA, listedA, lesson.id, trainerA.id);
    expect(withViewer.comments).toEqual(comments);
    expect(withViewer.viewer).toEqual(await readCourseViewer(siteA, listedA, trainerA.id));
    expect(await readLessonViewer(siteB, listedA, lesson.id, ownerB.id)).toEqual({ viewer: STRANGER, comments: [], position: null });
    expect(await readLessonViewer(siteA, listedA, lesson.id, null)).toEqual({ viewer: STRANGER, comments: [], position: null });
    const announcements = await readCourseAnnouncements(siteA, listedA);
    expect(announcements.map(({ title, author }) => ({ title, author: author.id })).sort((a, b) => a.title.localeCompare(b.title))).toEqual([
      { title: 'By a stranger', author: '' },
      { title: 'Welcome', author: trainerA.id },
    ]);
    expect(await readLessonComments(siteA, 'not-a-uuid')).toEqual([]);
  });
});
