import type { PostgresAdapter } from '@payloadcms/db-postgres';
import type { Payload } from 'payload';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createFreshDatabase } from '@halaqa/infra/testing/fresh-database';
import '@halaqa/infra/testing/provided';
import { courseManagerScope } from '@halaqa/shared/course-management';
import type { Tenant, User } from '../../../payload-types';
import type { TenantContext } from '../../context';
import { courseAnalytics } from '../analytics/course-analytics';
import { courseGradebook } from '../analytics/course-gradebook';
import { readCourseAnalytics } from './read-course-analytics';
import { readGradebook } from './read-gradebook';

/**
 * A course's analytics and gradebook statements (issue #14): they never count another site's
 * rows, even planted behind Payload's back so that they name this site's course, lessons or
 * people; they follow who manages the course; they cut days in the reader's time zone; and each
 * stays one statement for 3 students as for 150.
 */
let payload: Payload;
let siteA: TenantContext;
let siteB: TenantContext;
let ownerA: User;
let ownerB: User;
let courseA: string;
let articleA: string;
let quizA: string;
let courseB: string;

const pool = () => (payload.db as unknown as PostgresAdapter).pool;
const DAY = { days: 30, interval: 'day' as const, timeZone: 'UTC' };

async function site(domain: string): Promise<{ ctx: TenantContext; owner: User }> {
  const { createTenant } = await import('../../tenants/create-tenant');
  const { tenant, owner } = await createTenant(payload, { domain, name: domain, ownerEmail: `owner@${domain}`, ownerPassword: 'secret1', plan: 'enterprise' });
  return { ctx: { payload, tenant: tenant as Tenant }, owner: owner as User };
}

async function create(ctx: TenantContext, collection: 'courses' | 'materials', data: Record<string, unknown>): Promise<string> {
  const doc = await payload.create({ collection, data: { tenant: ctx.tenant.id, ...data } as never, depth: 0, overrideAccess: true });
  return doc.id;
}

/**
 * `count` new students of `ctx` registered for `course`, each having completed `article` and
 * handed in `quiz` with 1 of 2 points; every row written with `tenantOfRows` as its tenant.
 */
async function plantStudents(ctx: TenantContext, course: string, article: string, quiz: string, count: number, tenantOfRows = ctx.tenant.id) {
  await pool().query(
    `WITH people AS (
       INSERT INTO users (tenant_id, email, name)
       SELECT $1, 'planted-' || gen_random_uuid() || '@example.com', 'Student ' || n FROM generate_series(1, $5::int) n
       RETURNING id
     ), registered AS (
       INSERT INTO registrations (tenant_id, course_id, user_id) SELECT $6, $2, id FROM people RETURNING user_id
     ), progressed AS (
       INSERT INTO lesson_progress (tenant_id, course_id, material_id, user_id, viewed, completed, completed_at)
       SELECT $6, $2, $3, user_id, true, true, now() FROM registered RETURNING user_id
     )
     INSERT INTO quiz_attempts (tenant_id, course_id, material_id, user_id, attempt, state, started_at, submitted_at, score, max_score)
     SELECT $6, $2, $4, user_id, 1, 'submitted', now(), now(), 1, 2 FROM progressed`,
    [ctx.tenant.id, course, article, quiz, count, tenantOfRows],
  );
}

beforeAll(async () => {
  process.env.DATABASE_URL = await createFreshDatabase();
  process.env.DISABLE_PAYLOAD_HMR = 'true';
  const { payloadClient } = await import('../../../payload-client');
  payload = await payloadClient();
  const a = await site('insight-a.localhost');
  const b = await site('insight-b.localhost');
  siteA = a.ctx;
  siteB = b.ctx;
  ownerA = a.owner;
  ownerB = b.owner;
  courseA = await create(siteA, 'courses', { courseId: 'tajweed', name: 'Tajweed', trainer: ownerA.id });
  articleA = await create(siteA, 'materials', { course: courseA, name: 'Introduction', type: 'article' });
  quizA = await create(siteA, 'materials', { course: courseA, name: 'Quiz', type: 'quiz', quiz: [{ type: 'single', text: 'Qaf?', options: ['a', 'b'], correct: [1], score: 2 }] });
  courseB = await create(siteB, 'courses', { courseId: 'tajweed', name: 'Tajweed', trainer: ownerB.id });
  await plantStudents(siteA, courseA, articleA, quizA, 2);
});

describe('the course analytics and gradebook statements', () => {
  it("count a site's own rows only, even rows of another site that name this site's course and lessons", async () => {
    // Planted behind Payload's back: site B's people and rows pointing at site A's course and lessons.
    await plantStudents(siteB, courseA, articleA, quizA, 3, siteB.tenant.id);
    // And a row of site A pointing at one of site B's people.
    await pool().query(`INSERT INTO registrations (tenant_id, course_id, user_id) VALUES ($1, $2, $3)`, [siteA.tenant.id, courseA, ownerB.id]);
    const analytics = await courseAnalytics(siteA, ownerA as never, courseA, { days: 30, interval: 'day', tz: 'UTC' });
    expect(analytics.students.map((student) => student.name)).toEqual(['Student 1', 'Student 2']);
    expect(analytics.funnel).toEqual([
      { id: articleA, name: 'Introduction', started: 2, completed: 2 },
      { id: quizA, name: 'Quiz', started: 0, completed: 0 },
    ]);
    expect(analytics.series.at(-1)).toMatchObject({ registrations: 2 });
    const gradebook = await courseGradebook(siteA, ownerA as never, courseA);
    expect(gradebook.students.map((student) => [student.name, student.scores])).toEqual([
      ['Student 1', [{ status: 'scored', score: 1 }]],
      ['Student 2', [{ status: 'scored', score: 1 }]],
    ]);
    // Site B sees neither its planted rows (they name a course it does not have) nor site A's.
    expect(await readCourseAnalytics(siteB, courseA, courseManagerScope(ownerB), DAY)).toBeNull();
    const own = await courseAnalytics(siteB, ownerB as never, courseB, { days: 30, interval: 'day', tz: 'UTC' });
    expect([own.students, own.funnel]).toEqual([[], []]);
    await pool().query(`DELETE FROM registrations WHERE user_id = $1`, [ownerB.id]);
  });

  it('answer for the courses the person manages only', async () => {
    const stranger = { id: ownerB.id, role: { role: 'user' }, isTeacher: true } as unknown as User;
    expect((await readCourseAnalytics(siteA, courseA, courseManagerScope(stranger), DAY))?.managed).toBe(false);
    expect((await readCourseAnalytics(siteA, courseA, courseManagerScope(stranger), DAY))?.students).toEqual([]);
    expect((await readGradebook(siteA, courseA, courseManagerScope(stranger)))?.students).toEqual([]);
    await expect(courseAnalytics(siteA, stranger as never, courseA, { days: 30, interval: 'day', tz: 'UTC' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const listedAdmin = { id: ownerB.id, role: { role: 'admin', rights: ['modify-courses'], adminCourses: ['tajweed'] } } as unknown as User;
    expect((await courseGradebook(siteA, listedAdmin as never, courseA)).students).toHaveLength(2);
  });

  it("cut the days in the reader's time zone", async () => {
    // 00:30 today in Tokyo: yesterday in UTC for Tokyo's today.
    const [moved] = (
      await pool().query(
        `WITH moment AS (SELECT (date_trunc('day', now() AT TIME ZONE 'Asia/Tokyo') + interval '30 minutes') AT TIME ZONE 'Asia/Tokyo' AS at)
         UPDATE registrations SET created_at = moment.at FROM moment WHERE tenant_id = $1 AND course_id = $2
         RETURNING to_char((moment.at AT TIME ZONE 'Asia/Tokyo')::date, 'YYYY-MM-DD') AS tokyo_today, to_char((moment.at AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS utc_day`,
        [siteA.tenant.id, courseA],
      )
    ).rows as { tokyo_today: string; utc_day: string }[];
    const { tokyo_today: tokyoToday, utc_day: utcDay } = moved!;
    const registrationsOn = async (timeZone: string) => {
      const row = await readCourseAnalytics(siteA, courseA, courseManagerScope(ownerA), { days: 3, interval: 'day', timeZone });
      return Object.fromEntries(row!.series.filter((point) => point.registrations > 0).map((point) => [point.start, point.registrations]));
    };
    expect(tokyoToday).not.toBe(utcDay);
    expect(await registrationsOn('Asia/Tokyo')).toEqual({ [tokyoToday]: 2 });
    expect(await registrationsOn('UTC')).toEqual({ [utcDay]: 2 });
  });

  it('are one statement each for 3 students as for 150', async () => {
    const { createTenant } = await import('../../tenants/create-tenant');
    const { tenant, owner } = await createTenant(payload, { domain: 'insight-many.localhost', name: 'Many', ownerEmail: 'o@insight-many.test', ownerPassword: 'secret1' });
    const ctx: TenantContext = { payload, tenant: tenant as Tenant };
    const course = await create(ctx, 'courses', { courseId: 'many', name: 'Many', trainer: owner.id });
    const article = await create(ctx, 'materials', { course, name: 'Introduction', type: 'article' });
    const quiz = await create(ctx, 'materials', { course, name: 'Quiz', type: 'quiz', quiz: [{ type: 'single', text: 'Qaf?', options: ['a', 'b'], correct: [1] }] });
    const statementsFor = async (count: number) => {
      for (const table of ['quiz_attempts', 'lesson_progress', 'registrations']) await pool().query(`DELETE FROM ${table} WHERE tenant_id = $1`, [tenant.id]);
      await plantStudents(ctx, course, article, quiz, count);
      const query = vi.spyOn(pool(), 'query');
      try {
        expect((await courseAnalytics(ctx, owner as never, course, { days: 365, interval: 'day', tz: 'Africa/Cairo' })).students).toHaveLength(count);
        expect((await courseGradebook(ctx, owner as never, course)).students).toHaveLength(count);
        return query.mock.calls.length;
      } finally {
        query.mockRestore();
      }
    };
    expect({ few: await statementsFor(3), many: await statementsFor(150) }).toEqual({ few: 2, many: 2 });
  });
});
