import { PgBoss } from 'pg-boss';
import type { Payload } from '@halaqa/cms/payload-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSignedInStudent } from '@halaqa/infra/testing/accounts';
import { SiteClient } from '@halaqa/infra/testing/site-client';
import { ACME, useTwoSites } from '@halaqa/infra/testing/two-sites';

/**
 * Every site process works the job queues from its start (site-start.int.spec.ts shows it with
 * no request at all), so a job left by another
 * process (one that died, say) is still done. The job is sent here straight to pg-boss, as
 * another instance would send it; the running site must pick it up.
 */
const sites = useTwoSites();
let boss: PgBoss;
let payload: Payload;

beforeAll(async () => {
  process.env.DATABASE_URL = sites.databaseUrl;
  process.env.DISABLE_PAYLOAD_HMR = 'true';
  payload = await (await import('@halaqa/cms/payload-client')).payloadClient();
  await new SiteClient(sites.acme).request('GET', '/');
  boss = new PgBoss({ connectionString: sites.databaseUrl, schema: 'pgboss' });
  await boss.start();
});

afterAll(async () => {
  await boss?.stop({ graceful: false });
});

describe('background jobs', () => {
  it('are worked by the site even when another process queued them', async () => {
    await expect.poll(async () => Boolean(await boss.getQueue('notifications-fan-out')), { timeout: 20_000 }).toBe(true);
    const student = await newSignedInStudent(sites.acme);
    const { docs } = await payload.find({ collection: 'tenants', where: { 'domains.domain': { equals: ACME.domain } }, overrideAccess: true });
    await boss.send('notifications-fan-out', {
      tenantId: docs[0]!.id,
      userIds: [student.id],
      content: { title: 'Queued elsewhere', message: 'Sent by another instance.' },
      siteOrigin: sites.acme,
    });
    await expect
      .poll(async () => (await student.client.json<{ title: string }[]>('GET', '/api/users/notifications')).body.map((item) => item.title), { timeout: 20_000 })
      .toEqual(['Queued elsewhere']);
  });
});
