import type { PostgresAdapter } from '@payloadcms/db-postgres';
import type { Payload } from 'payload';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createFreshDatabase } from '@halaqa/infra/testing/fresh-database';
import '@halaqa/infra/testing/provided';
import type { Tenant, User } from '../../payload-types';
import type { TenantContext } from '../context';
import { createSession } from './create-session';
import { validateSessionToken } from './validate-session-token';

/**
 * Issue #13: a session and its user are read in one statement, and the user comes back as
 * Payload reads it; another site's cookie, an ended session and a suspended user are nobody.
 */
let payload: Payload;
let siteA: TenantContext;
let siteB: TenantContext;

const CLIENT = { userAgent: 'test', ip: '127.0.0.1' };

async function site(domain: string): Promise<TenantContext> {
  const { createTenant } = await import('../tenants/create-tenant');
  const { tenant } = await createTenant(payload, { domain, name: domain, ownerEmail: `owner@${domain}`, ownerPassword: 'secret1', plan: 'enterprise' });
  return { payload, tenant: tenant as Tenant };
}

async function user(ctx: TenantContext, data: Record<string, unknown>): Promise<User> {
  return (await payload.create({ collection: 'users', data: { tenant: ctx.tenant.id, verified: true, ...data } as never, depth: 0, overrideAccess: true })) as User;
}

async function asPayloadReadsIt(id: string) {
  const { passwordHash: _hash, ...rest } = (await payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true })) as User;
  return rest;
}

beforeAll(async () => {
  process.env.DATABASE_URL = await createFreshDatabase();
  process.env.DISABLE_PAYLOAD_HMR = 'true';
  const { payloadClient } = await import('../../payload-client');
  payload = await payloadClient();
  siteA = await site('sessions-a.localhost');
  siteB = await site('sessions-b.localhost');
});

describe('validateSessionToken', () => {
  it('gives the user as Payload reads it, in one statement', async () => {
    const admin = await user(siteA, {
      email: 'admin@sessions-a.test',
      name: 'مدير الدورات',
      passwordHash: 'not-sent',
      telephone: '+201000000000',
      bio: 'Teaches nahw',
      isTeacher: true,
      googleSub: 'google-123',
      role: { role: 'admin', rights: ['modify-courses', 'upload-files'], adminCourses: ['course-2', 'course-1'], adminServices: ['service-1'] },
    });
    const plain = await user(siteA, { email: 'plain@sessions-a.test', name: 'Student' });
    for (const someone of [admin, plain]) {
      const { token } = await createSession(siteA, someone.id, CLIENT);
      const query = vi.spyOn((payload.db as unknown as PostgresAdapter).pool, 'query');
      const validated = await validateSessionToken(siteA, token);
      expect(query).toHaveBeenCalledTimes(1);
      query.mockRestore();
      expect(validated?.user).toEqual(await asPayloadReadsIt(someone.id));
      expect(validated?.user).not.toHaveProperty('passwordHash');
    }
  });

  it("is nobody for another site's cookie, a suspended user and a deleted one, and ends the suspended one's sessions", async () => {
    const student = await user(siteA, { email: 'student@sessions-a.test', name: 'Student' });
    const { token } = await createSession(siteA, student.id, CLIENT);
    expect(await validateSessionToken(siteB, token)).toBeNull();
    expect(await validateSessionToken(siteA, token)).not.toBeNull();

    await payload.update({ collection: 'users', id: student.id, data: { suspended: true }, overrideAccess: true });
    expect(await validateSessionToken(siteA, token)).toBeNull();
    const sessionsOf = async (userId: string) => (await payload.count({ collection: 'sessions', where: { user: { equals: userId } }, overrideAccess: true })).totalDocs;
    expect(await sessionsOf(student.id)).toBe(0);

    const leaving = await user(siteA, { email: 'leaving@sessions-a.test', name: 'Leaving' });
    const second = await createSession(siteA, leaving.id, CLIENT);
    await payload.delete({ collection: 'users', id: leaving.id, overrideAccess: true });
    expect(await validateSessionToken(siteA, second.token)).toBeNull();
  });
});
