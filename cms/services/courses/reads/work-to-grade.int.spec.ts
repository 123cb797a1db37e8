import type { PostgresAdapter } from '@payloadcms/db-postgres';
import type { Payload } from 'payload';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createFreshDatabase } from '@halaqa/infra/testing/fresh-database';
import '@halaqa/infra/testing/provided';
import { courseManagerScope } from '@halaqa/shared/course-management';
import type { Tenant, User } from '../../../payload-types';
import type { TenantContext } from '../../context';
import { workToGrade } from '../assessment/work-to-grade';
import { readWorkToGrade } from './work-to-grade';

/**
 * The to-grade inbox's statement (issue #14): it never returns another site's rows, even planted
 * behind Payload's back so that they name this site's course, lesson or people; it follows who
 * manages what; and it stays one statement for 3 items as for 150.
 */
let payload: Payload;
let siteA: TenantContext;
let siteB: TenantContext;
let ownerA: User;
let ownerB: User;
let courseA: string;
let essayA: string;
let quizA: string;
let courseB: string;
let essayB: string;

const pool = () => (payload.db as unknown as PostgresAdapter).pool;

async function site(domain: string): Promise<{ ctx: TenantContext; owner: User }> {
  const { createTenant } = await import('../../tenants/create-tenant');
  const { tenant, owner } = await createTenant(payload, { domain, name: domain, ownerEmail: `owner@${domain}`, ownerPassword: 'secret1', plan: 'enterprise' });
  return { ctx: { payload, tenant: tenant as Tenant }, owner: owner as User };
}

async function create(ctx: TenantContext, collection: 'courses' | 'materials' | 'users', data: Record<string, unknown>): Promise<string> {
  const doc = await payload.create({ collection, data: { tenant: ctx.tenant.id, ...data } as never, depth: 0, overrideAccess: true });
  return doc.id;
}

/** `count` students of `ctx` with a submission of `material` in `course` each, handed in one minute apart. */
async function plantSubmissions(ctx: TenantContext, course: string, material: string, count: number, tenantOfRow = ctx.tenant.id) {
  await pool().query(
    `WITH people AS (
       INSERT INTO users (tenant_id, email, name)
       SELECT $1, 'planted-' || gen_random_uuid() || '@example.com', 'Student ' || n FROM generate_series(1, $4::int) n
       RETURNING id, name
     )
     INSERT INTO assignment_submissions (tenant_id, course_id, material_id, user_id, text, submitted_at)
     SELECT $5, $2, $3, id, 'work', now() - interval '1 day' + (substring(name from 9)::int * interval '1 minute') FROM people`,
    [ctx.tenant.id, course, material, count, tenantOfRow],
  );
}

beforeAll(async () => {
  process.env.DATABASE_URL = await createFreshDatabase();
  process.env.DISABLE_PAYLOAD_HMR = 'true';
  const { payloadClient } = await import('../../../payload-client');
  payload = await payloadClient();
  const a = await site('grade-a.localhost');
  const b = await site('grade-b.localhost');
  siteA = a.ctx;
  siteB = b.ctx;
  ownerA = a.owner;
  ownerB = b.owner;
  courseA = await create(siteA, 'courses', { courseId: 'tajweed', name: 'Tajweed', trainer: ownerA.id });
  essayA = await create(siteA, 'materials', { course: courseA, name: 'Essay', type: 'assignment' });
  quizA = await create(siteA, 'materials', { course: courseA, name: 'Quiz', type: 'quiz', quiz: [{ type: 'text', text: 'Qaf?', correct: ['back of the tongue'] }] });
  courseB = await create(siteB, 'courses', { courseId: 'tajweed', name: 'Tajweed', trainer: ownerB.id });
  essayB = await create(siteB, 'materials', { course: courseB, name: 'Essay', type: 'assignment' });
  await plantSubmissions(siteA, courseA, essayA, 2);
  await plantSubmissions(siteB, courseB, essayB, 1);
});

const everything = (user: User) => courseManagerScope(user);

describe('readWorkToGrade', () => {
  it("gives a site its own work only, even for rows of another site that name this site's course and lesson", async () => {
    // Planted behind Payload's back: site B's rows pointing at site A's course and lesson.
    await plantSubmissions(siteB, courseA, essayA, 1);
    await pool().query(
      `INSERT INTO quiz_attempts (tenant_id, course_id, material_id, user_id, state, started_at, submitted_at)
       VALUES ($1, $2, $3, $4, 'submitted', now(), now())`,
      [siteB.tenant.id, courseA, quizA, ownerB.id],
    );
    const rowsA = await readWorkToGrade(siteA, everything(ownerA));
    expect(rowsA.map((row) => [row.kind, row.user_name])).toEqual([
      ['assignment', 'Student 1'],
      ['assignment', 'Student 2'],
    ]);
    const rowsB = await readWorkToGrade(siteB, everything(ownerB));
    expect(rowsB.map((row) => [row.kind, row.course_id, row.user_name])).toEqual([['assignment', courseB, 'Student 1']]);
  });

  it("never names another site's student, even when a row of this site points at one", async () => {
    await pool().query(
      `INSERT INTO assignment_submissions (tenant_id, course_id, material_id, user_id, text, submitted_at) VALUES ($1, $2, $3, $4, 'odd', now())`,
      [siteA.tenant.id, courseA, essayA, ownerB.id],
    );
    const { items } = await workToGrade(siteA, ownerA as never);
    const odd = items.find((item) => item.kind === 'assignment' && item.submission.text === 'odd');
    expect(odd?.student).toEqual({ id: '', name: '', profilephoto: '' });
    await pool().query(`DELETE FROM assignment_submissions WHERE text = 'odd'`);
  });

  it('covers only the courses the person manages', async () => {
    const stranger = { id: ownerB.id, role: { role: 'user' }, isTeacher: true } as unknown as User;
    expect(await readWorkToGrade(siteA, courseManagerScope(stranger))).toEqual([]);
    const listedAdmin = { id: ownerB.id, role: { role: 'admin', rights: ['modify-courses'], adminCourses: ['tajweed'] } } as unknown as User;
    expect(await readWorkToGrade(siteA, courseManagerScope(listedAdmin))).toHaveLength(2);
  });

  it('is one statement for 3 items as for 150', async () => {
    const { createTenant } = await import('../../tenants/create-tenant');
    const { tenant, owner } = await createTenant(payload, { domain: 'grade-many.localhost', name: 'Many', ownerEmail: 'o@grade-many.test', ownerPassword: 'secret1' });
    const ctx: TenantContext = { payload, tenant: tenant as Tenant };
    const course = await create(ctx, 'courses', { courseId: 'many', name: 'Many', trainer: owner.id });
    const essay = await create(ctx, 'materials', { course, name: 'Essay', type: 'assignment' });
    const statementsFor = async (count: number) => {
      await pool().query('DELETE FROM assignment_submissions WHERE tenant_id = $1', [tenant.id]);
      await plantSubmissions(ctx, course, essay, count);
      const query = vi.spyOn(pool(), 'query');
      try {
        expect((await workToGrade(ctx, owner as never)).count).toBe(count);
        return query.mock.calls.length;
      } finally {
        query.mockRestore();
      }
    };
    expect({ few: await statementsFor(3), many: await statementsFor(150) }).toEqual({ few: 1, many: 1 });
  });
});
