import type { PostgresAdapter } from '@payloadcms/db-postgres';
import type { Payload } from 'payload';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createFreshDatabase } from '@halaqa/infra/testing/fresh-database';
import '@halaqa/infra/testing/provided';
import type { Material, Tenant, User } from '../../../payload-types';
import type { TenantContext } from '../../context';
import { getCoursePage } from './course-page';
import { openMaterial } from '../lessons/open-material';

/**
 * Issue #13: a course page and a lesson page for a returning student read only what is theirs.
 * The course, its curriculum and its lessons are kept until the site's content changes; what the
 * student is to the course is one statement; an article lesson opened before writes nothing.
 */
let payload: Payload;
let site: TenantContext;
let otherSite: TenantContext;
let student: User;
let courseId: string;
let article: Material;

const pool = () => (payload.db as unknown as PostgresAdapter).pool;

/**
 * The trips `run` makes to the database once everything it reads that can be kept is kept: each
 * takes a connection from the pool (a statement on its own, or a whole transaction, a write).
 * The fewest seen, once three runs in a row made that many: the content feed starts listening
 * with the first kept read, a moment later, and until then nothing is kept.
 */
async function tripsOf(run: () => Promise<unknown>): Promise<number> {
  const counts: number[] = [];
  for (let attempt = 0; attempt < 50; attempt += 1) {
    await run();
    const connect = vi.spyOn(pool(), 'connect');
    try {
      await run();
      counts.push(connect.mock.calls.length);
    } finally {
      connect.mockRestore();
    }
    const fewest = Math.min(...counts);
    if (counts.length >= 3 && counts.slice(-3).every((count) => count === fewest)) return fewest;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`the trips never settled: ${counts.join(', ')}`);
}

async function createSite(domain: string): Promise<{ ctx: TenantContext; owner: User }> {
  const { createTenant } = await import('../../tenants/create-tenant');
  const { tenant, owner } = await createTenant(payload, { domain, name: domain, ownerEmail: `owner@${domain}`, ownerPassword: 'secret1', plan: 'enterprise' });
  return { ctx: { payload, tenant: tenant as Tenant }, owner: owner as User };
}

beforeAll(async () => {
  process.env.DATABASE_URL = await createFreshDatabase();
  process.env.DISABLE_PAYLOAD_HMR = 'true';
  const { payloadClient } = await import('../../../payload-client');
  payload = await payloadClient();
  const a = await createSite('course-page-a.localhost');
  site = a.ctx;
  otherSite = (await createSite('course-page-b.localhost')).ctx;
  const create = <T>(collection: string, data: Record<string, unknown>) =>
    payload.create({ collection: collection as never, data: { tenant: site.tenant.id, ...data } as never, depth: 0, overrideAccess: true }) as Promise<T>;
  student = await create<User>('users', { email: 'student@course-page-a.test', name: 'Student' });
  const course = await create<{ id: string }>('courses', { name: 'Sarf', trainer: a.owner.id });
  courseId = course.id;
  article = await create<Material>('materials', {
    course: courseId,
    name: 'Roots',
    type: 'article',
    completion: { logic: 'all', rules: [{ type: 'viewed' }] },
    content: { root: { type: 'root', children: [{ type: 'paragraph', version: 1, children: [{ type: 'text', text: 'Three letters', version: 1 }] }] } },
  });
  await create('materials', { course: courseId, name: 'Patterns', type: 'article' });
  await create('registrations', { course: courseId, user: student.id });
});

describe('a returning student', () => {
  it("sees the course page after one SQL statement, what they are to the course; a visitor's costs none", async () => {
    expect(await tripsOf(() => getCoursePage(site, student, courseId))).toBe(1);
    expect(await tripsOf(() => getCoursePage(site, null, courseId))).toBe(0);
    const page = await getCoursePage(site, student, courseId);
    expect(page.course.viewer).toMatchObject({ registered: true, manager: false });
    expect(page.lessons.map((lesson) => lesson.name)).toEqual(['Roots', 'Patterns']);
  });

  it('opens an article lesson seen before after one statement (who they are and the comments) and writes nothing', async () => {
    await openMaterial(site, student, courseId, article.id);
    expect(await tripsOf(() => openMaterial(site, student, courseId, article.id))).toBe(1);
  });

  it('sees their first visit on the course page at once, with the progress the visit recorded', async () => {
    const newcomer = (await payload.create({
      collection: 'users',
      data: { tenant: site.tenant.id, email: 'newcomer@course-page-a.test', name: 'Newcomer' } as never,
      overrideAccess: true,
    })) as User;
    await payload.create({ collection: 'registrations', data: { tenant: site.tenant.id, course: courseId, user: newcomer.id } as never, overrideAccess: true });
    const before = await getCoursePage(site, newcomer, courseId);
    expect(before.course.viewer.completion).toBe('notAttempted');
    const { lesson, viewer } = await openMaterial(site, newcomer, courseId, article.id);
    expect(lesson.finishedmaterial).toBe(true);
    const after = await getCoursePage(site, newcomer, courseId, viewer);
    expect(after.course.viewer.completion).toBe('inProgress');
    expect(after.lessons.map((entry) => entry.access)).toEqual(['completed', 'notStarted']);
    expect(await getCoursePage(site, newcomer, courseId)).toEqual(after);
  });

  it('opens a lesson whose rules changed with the new rules, and its completion follows them', async () => {
    expect((await openMaterial(site, student, courseId, article.id)).lesson.finishedmaterial).toBe(true);
    await payload.update({ collection: 'materials', id: article.id, data: { completion: { logic: 'all', rules: [{ type: 'manual' }] } } as never, overrideAccess: true });
    const { lesson } = await openMaterial(site, student, courseId, article.id);
    expect(lesson.completion.rules).toEqual([{ type: 'manual', minScore: null }]);
    expect(lesson.finishedmaterial).toBe(false);
    expect((await getCoursePage(site, student, courseId)).lessons[0]?.access).toBe('inProgress');
  });

  it('never finds the course or its lessons through another site', async () => {
    await expect(getCoursePage(otherSite, student, courseId)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(openMaterial(otherSite, student, courseId, article.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
