import type { Payload } from 'payload';
import { beforeAll, describe, expect, it } from 'vitest';
import { createFreshDatabase } from '@halaqa/infra/testing/fresh-database';
import '@halaqa/infra/testing/provided';
import type { Tenant, User } from '../../../payload-types';
import type { TenantContext } from '../../context';
import { studentCertificates } from './list-student-certificates';
import { upcomingDeadlines } from './list-upcoming-deadlines';

/**
 * Issue #15: the dashboard's certificates and deadlines. Only the student's own, only on this
 * site: rows another site holds for the same user id never appear, nor do lessons hidden from
 * students, assignments handed in, past due dates or courses whose access has ended.
 */
let payload: Payload;
let siteA: TenantContext;
let siteB: TenantContext;
let student: User;
let otherStudent: User;

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

async function createSite(domain: string): Promise<{ ctx: TenantContext; owner: User }> {
  const { createTenant } = await import('../../tenants/create-tenant');
  const { tenant, owner } = await createTenant(payload, { domain, name: domain, ownerEmail: `owner@${domain}`, ownerPassword: 'secret1', plan: 'enterprise' });
  return { ctx: { payload, tenant: tenant as Tenant }, owner: owner as User };
}

const createIn = <T extends { id: string }>(ctx: TenantContext, collection: string, data: Record<string, unknown>) =>
  payload.create({ collection: collection as never, data: { tenant: ctx.tenant.id, ...data } as never, depth: 0, overrideAccess: true }) as Promise<T>;

const assignment = (ctx: TenantContext, course: string, name: string, dueDate: string | null, extra: Record<string, unknown> = {}) =>
  createIn(ctx, 'materials', { course, name, type: 'assignment', assignmentSettings: { instructions: 'Write', maxGrade: 100, dueDate }, ...extra });

beforeAll(async () => {
  process.env.DATABASE_URL = await createFreshDatabase();
  process.env.DISABLE_PAYLOAD_HMR = 'true';
  const { payloadClient } = await import('../../../payload-client');
  payload = await payloadClient();
  const a = await createSite('dashboard-a.localhost');
  const b = await createSite('dashboard-b.localhost');
  siteA = a.ctx;
  siteB = b.ctx;
  student = await createIn<User>(siteA, 'users', { email: 'student@dashboard-a.test', name: 'Student' });
  otherStudent = await createIn<User>(siteA, 'users', { email: 'other@dashboard-a.test', name: 'Other' });

  const tajweed = await createIn(siteA, 'courses', { name: 'Tajweed', trainer: a.owner.id });
  const sarf = await createIn(siteA, 'courses', { name: 'Sarf', trainer: a.owner.id });
  const ended = await createIn(siteA, 'courses', { name: 'Ended', trainer: a.owner.id });
  const notMine = await createIn(siteA, 'courses', { name: 'Not mine', trainer: a.owner.id });
  await createIn(siteA, 'registrations', { course: tajweed.id, user: student.id });
  await createIn(siteA, 'registrations', { course: sarf.id, user: student.id });
  await createIn(siteA, 'registrations', { course: ended.id, user: student.id, accessUntil: inDays(-1) });
  await createIn(siteA, 'registrations', { course: notMine.id, user: otherStudent.id });

  await assignment(siteA, tajweed.id, 'Later essay', inDays(10));
  await assignment(siteA, sarf.id, 'Soon essay', inDays(2));
  await assignment(siteA, tajweed.id, 'Past essay', inDays(-2));
  await assignment(siteA, tajweed.id, 'No date essay', null);
  await assignment(siteA, tajweed.id, 'Hidden essay', inDays(3), { visible: false });
  const handedIn = await assignment(siteA, sarf.id, 'Handed-in essay', inDays(4));
  await createIn(siteA, 'assignment-submissions', { course: sarf.id, material: handedIn.id, user: student.id, text: 'Done', submittedAt: new Date().toISOString() });
  await assignment(siteA, ended.id, 'Ended essay', inDays(5));
  await assignment(siteA, notMine.id, 'Other essay', inDays(1));

  await createIn(siteA, 'certificates', { subjectType: 'courses', subjectId: tajweed.id, subjectName: 'Tajweed', user: student.id, userName: 'Student', code: 'aaaaaaaaaaaaaaaa' });
  await createIn(siteA, 'certificates', { subjectType: 'courses', subjectId: tajweed.id, subjectName: 'Tajweed', user: otherStudent.id, userName: 'Other', code: 'bbbbbbbbbbbbbbbb' });

  // Site B holds rows naming site A's student: a course they are "registered" for, and a certificate.
  const foreign = await createIn(siteB, 'courses', { name: 'Foreign', trainer: b.owner.id });
  await createIn(siteB, 'registrations', { course: foreign.id, user: student.id });
  await assignment(siteB, foreign.id, 'Foreign essay', inDays(1));
  await createIn(siteB, 'certificates', { subjectType: 'courses', subjectId: foreign.id, subjectName: 'Foreign', user: student.id, userName: 'Student', code: 'cccccccccccccccc' });
});

describe("the dashboard's deadlines", () => {
  it('lists the assignments still to hand in, in courses the student may study, nearest first', async () => {
    const deadlines = await upcomingDeadlines(siteA, student);
    expect(deadlines.map(({ lessonName, courseName }) => [lessonName, courseName])).toEqual([
      ['Soon essay', 'Sarf'],
      ['Later essay', 'Tajweed'],
    ]);
    expect(Date.parse(deadlines[0]!.dueDate)).toBeGreaterThan(Date.now());
  });

  it("never shows another site's assignments, even for the same user id", async () => {
    expect((await upcomingDeadlines(siteA, student)).map((deadline) => deadline.lessonName)).not.toContain('Foreign essay');
    // Each site reads its own rows only: site B's read sees its row, and none of site A's.
    expect((await upcomingDeadlines(siteB, student)).map((deadline) => deadline.lessonName)).toEqual(['Foreign essay']);
  });
});

describe("the dashboard's certificates", () => {
  it("lists the student's own certificates with their page on this site", async () => {
    expect(await studentCertificates(siteA, student)).toEqual([expect.objectContaining({ code: 'aaaaaaaaaaaaaaaa', courseName: 'Tajweed', path: '/certificates/aaaaaaaaaaaaaaaa' })]);
  });

  it("never shows another site's certificates", async () => {
    expect((await studentCertificates(siteA, student)).map((certificate) => certificate.code)).not.toContain('cccccccccccccccc');
    expect((await studentCertificates(siteB, student)).map((certificate) => certificate.code)).toEqual(['cccccccccccccccc']);
  });
});
