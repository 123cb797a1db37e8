import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createFreshDatabase } from '@halaqa/infra/testing/fresh-database';
import { waitForMail } from '@halaqa/infra/testing/mailbox';
import '@halaqa/infra/testing/provided';
import type { Tenant } from '../../payload-types';
import { startJobQueue, stopJobQueue } from '../jobs/job-queue';
import { transaction } from '../unit-of-work';
import { INLINE_RECIPIENTS, notify } from './notify';

/**
 * The notifications service other features call (issue #3): a handful inline, a crowd through
 * the pg-boss job queue, mail only where the user's settings allow it. Payload runs in this
 * process against a fresh database.
 */
let payload: Payload;
let acme: Tenant;
let other: Tenant;

async function addUser(tenant: Tenant, index: number, settings = '{}') {
  const user = await payload.create({
    collection: 'users',
    data: { tenant: tenant.id, email: `fan${index}-${Date.now()}@example.com`, name: `Student ${index}`, verified: true, settings, role: { role: 'user', rights: [] } },
    overrideAccess: true,
  });
  return user;
}

beforeAll(async () => {
  process.env.DATABASE_URL = await createFreshDatabase();
  process.env.SMTP_URL = inject('integration').smtpUrl;
  process.env.DISABLE_PAYLOAD_HMR = 'true';
  // Links in mail are built from the site's domain with the platform's public scheme and port.
  process.env.PUBLIC_SITE_PROTOCOL = 'http';
  process.env.PUBLIC_SITE_PORT = '4321';
  const { payloadClient } = await import('../../payload-client');
  const { createTenant } = await import('../tenants/create-tenant');
  payload = await payloadClient();
  // This process works the queues, as a site process does (only sending would not deliver mail).
  const { JOBS } = await import('../jobs/job-registry');
  await startJobQueue(JOBS, payloadClient);
  acme = (await createTenant(payload, { domain: 'acme.localhost', name: 'Acme', ownerEmail: 'o@acme.test', ownerPassword: 'secret1', plan: 'pro' })).tenant;
  other = (await createTenant(payload, { domain: 'other.localhost', name: 'Other', ownerEmail: 'o@other.test', ownerPassword: 'secret1', plan: 'pro' })).tenant;
});

afterAll(async () => {
  await stopJobQueue();
});

const countFor = async (userIds: string[]) =>
  (await payload.count({ collection: 'notifications', where: { user: { in: userIds } }, overrideAccess: true })).totalDocs;

describe('notify', () => {
  it('delivers to a few users at once, by mail too unless their settings refuse it', async () => {
    const wantsMail = await addUser(acme, 1);
    const noMail = await addUser(acme, 2, '{"emailNotifications":false}');
    const result = await notify({ payload, tenant: acme }, [wantsMail.id, noMail.id], { title: 'Exam', message: 'The exam is on Monday.', link: '/courses' });
    expect(result).toBe('delivered');
    expect(await countFor([wantsMail.id, noMail.id])).toBe(2);
    const mail = await waitForMail(wantsMail.email);
    expect(mail.subject).toBe('Acme: Exam');
    expect(mail.text).toContain('http://acme.localhost:4321/courses');
    await expect(waitForMail(noMail.email, 1_000)).rejects.toThrow(/No mail/);
  });

  it('hands a crowd to the job queue, which notifies every one of them', async () => {
    const crowd = await Promise.all(Array.from({ length: INLINE_RECIPIENTS + 5 }, (_, index) => addUser(acme, 100 + index, '{"emailNotifications":false}')));
    const ids = crowd.map((user) => user.id);
    expect(await notify({ payload, tenant: acme }, ids, { title: 'New lesson', message: 'Lesson 3 is out.' })).toBe('queued');
    await expect.poll(() => countFor(ids), { timeout: 30_000, interval: 250 }).toBe(ids.length);
  });

  it("writes nothing and mails no one when the caller's write rolls back (issue #10: side effects commit with their write)", async () => {
    const user = await addUser(acme, 4);
    const failingWrite = transaction({ payload, tenant: acme }, async (tx) => {
      await notify(tx, [user.id], { title: 'Graded', message: 'Your work was graded.', link: '/courses' });
      throw new Error('the write failed after notifying');
    });
    await expect(failingWrite).rejects.toThrow('the write failed after notifying');
    expect(await countFor([user.id])).toBe(0);
    await expect(waitForMail(user.email, 3_000)).rejects.toThrow(/No mail/);

    await transaction({ payload, tenant: acme }, (tx) => notify(tx, [user.id], { title: 'Graded', message: 'Your work was graded.', link: '/courses' }));
    expect(await countFor([user.id])).toBe(1);
    expect((await waitForMail(user.email)).text).toContain('http://acme.localhost:4321/courses');
  });

  it('ignores users of another site', async () => {
    const stranger = await addUser(other, 3);
    await notify({ payload, tenant: acme }, [stranger.id], { title: 'Hi', message: 'Hello.' });
    expect(await countFor([stranger.id])).toBe(0);
  });
});
