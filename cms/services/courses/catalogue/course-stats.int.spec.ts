import type { PostgresAdapter } from '@payloadcms/db-postgres';
import type { Payload } from 'payload';
import { beforeAll, describe, expect, it } from 'vitest';
import { createFreshDatabase } from '@halaqa/infra/testing/fresh-database';
import '@halaqa/infra/testing/provided';
import type { Tenant, User } from '../../../payload-types';
import type { TenantContext } from '../../context';
import { progressOfCourses } from './course-stats';

/**
 * Course analytics' one SQL statement counts this site's lessons and progress only: rows of
 * another site that point at this site's course (written behind Payload's back) change nothing.
 */
let payload: Payload;
let siteA: TenantContext;
let siteB: TenantContext;
let student: User;
let courseId: string;

async function site(domain: string, email: string): Promise<{ ctx: TenantContext; owner: User }> {
  const { createTenant } = await import('../../tenants/create-tenant');
  const { tenant, owner } = await createTenant(payload, { domain, name: domain, ownerEmail: email, ownerPassword: 'secret1', plan: 'enterprise' });
  return { ctx: { payload, tenant: tenant as Tenant }, owner: owner as User };
}

const lesson = async (name: string) =>
  (await payload.create({ collection: 'materials', data: { tenant: siteA.tenant.id, course: courseId, name } as never, depth: 0, overrideAccess: true })).id;

const pool = () => (payload.db as unknown as PostgresAdapter).pool;

beforeAll(async () => {
  process.env.DATABASE_URL = await createFreshDatabase();
  process.env.DISABLE_PAYLOAD_HMR = 'true';
  const { payloadClient } = await import('../../../payload-client');
  payload = await payloadClient();
  const a = await site('stats-a.localhost', 'owner@stats-a.test');
  siteA = a.ctx;
  siteB = (await site('stats-b.localhost', 'owner@stats-b.test')).ctx;
  student = a.owner;
  const course = await payload.create({ collection: 'courses', data: { tenant: siteA.tenant.id, courseId: 'stats', name: 'Tajweed', trainer: student.id } as never, depth: 0, overrideAccess: true });
  courseId = course.id;
  await payload.create({ collection: 'registrations', data: { tenant: siteA.tenant.id, course: courseId, user: student.id } as never, overrideAccess: true });
});

describe('progressOfCourses', () => {
  it("counts a completion against this site's lessons, not another site's lesson in the course", async () => {
    const first = await lesson('Sun letters');
    await payload.create({
      collection: 'lesson-progress',
      data: { tenant: siteA.tenant.id, course: courseId, material: first, user: student.id, viewed: true, completed: true } as never,
      overrideAccess: true,
    });
    await pool().query(`INSERT INTO materials (tenant_id, course_id, name, visible) VALUES ($1, $2, 'Foreign', true)`, [siteB.tenant.id, courseId]);
    expect((await progressOfCourses(siteA, [courseId])).get(courseId)).toEqual({ registrations: 1, inProgress: 0, completions: 1 });
  });

  it("counts this site's progress only, not another site's progress row on the course", async () => {
    const second = await lesson('Moon letters');
    await pool().query(`INSERT INTO lesson_progress (tenant_id, course_id, material_id, user_id, completed) VALUES ($1, $2, $3, $4, true)`, [
      siteB.tenant.id,
      courseId,
      second,
      student.id,
    ]);
    expect((await progressOfCourses(siteA, [courseId])).get(courseId)).toEqual({ registrations: 1, inProgress: 1, completions: 0 });
    expect(await progressOfCourses(siteB, [courseId])).toEqual(new Map());
  });
});
