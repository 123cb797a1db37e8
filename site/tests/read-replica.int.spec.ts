import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseNameOf } from '@halaqa/infra/database/database-url';
import { newSignedInStudent, signedInClient } from '@halaqa/infra/testing/accounts';
import { createFreshDatabase } from '@halaqa/infra/testing/fresh-database';
import { SiteClient } from '@halaqa/infra/testing/site-client';
import { startSiteServer, type RunningSite } from '@halaqa/infra/testing/site-server';
import { sql } from '@halaqa/infra/testing/sql';
import { ACME } from '@halaqa/infra/testing/test-sites';

/**
 * Issue #16, read replicas (`DATABASE_REPLICA_URLS`, Payload's `readReplicas`). What the platform
 * decides is the routing: which statements may go to a replica. The replica here is the primary
 * database reached through a role that PostgreSQL keeps read-only, as a hot standby is: any write
 * sent to it fails, so a whole journey of writes and reads passing proves every write stayed on
 * the primary, and the role's connections prove the reads went to the replica. Streaming
 * replication itself is PostgreSQL's (a standby's lag is discussed in docs/operations.md).
 */
let site: RunningSite;
let databaseUrl: string;
const replicaRole = `halaqa_replica_${randomBytes(4).toString('hex')}`;

/** `databaseUrl` as the read-only role signs in. */
function replicaUrlOf(url: string): string {
  const replica = new URL(url);
  replica.username = replicaRole;
  replica.password = replicaRole;
  return replica.href;
}

/**
 * How many of the replica role's connections have run a query. Payload opens one connection to
 * each replica when it starts and runs nothing on it, so connections alone prove nothing.
 */
const replicaConnectionsThatRead = async () =>
  Number(
    (
      await sql<{ count: string }>(databaseUrl, "select count(*) from pg_stat_activity where usename = $1 and datname = $2 and query ilike 'select%'", [
        replicaRole,
        databaseNameOf(databaseUrl),
      ])
    )[0]!.count,
  );

/** Payload keeps a process's reads on the primary for this long after it wrote (readReplicasAfterWriteInterval). */
const READ_AFTER_WRITE_MS = 2_000;

beforeAll(async () => {
  databaseUrl = await createFreshDatabase({ withTwoSites: true });
  const database = databaseNameOf(databaseUrl);
  await sql(databaseUrl, `create role ${replicaRole} login password '${replicaRole}'`);
  await sql(databaseUrl, `alter role ${replicaRole} set default_transaction_read_only = on`);
  await sql(databaseUrl, `grant connect on database "${database}" to ${replicaRole}`);
  await sql(databaseUrl, `grant usage on schema public to ${replicaRole}`);
  await sql(databaseUrl, `grant select on all tables in schema public to ${replicaRole}`);
  site = await startSiteServer(databaseUrl, { DATABASE_REPLICA_URLS: replicaUrlOf(databaseUrl) });
}, 120_000);

afterAll(async () => {
  await site?.stop();
  await sql(databaseUrl, `drop owned by ${replicaRole}`).catch(() => {});
  await sql(databaseUrl, `drop role if exists ${replicaRole}`).catch(() => {});
});

describe('a site with a read replica', () => {
  it('refuses writes on the replica role, as a standby does (the premise of the test)', async () => {
    await expect(sql(replicaUrlOf(databaseUrl), 'delete from courses')).rejects.toThrow(/read-only transaction/);
  });

  it('sends every write of a journey to the primary and reads to the replica', async () => {
    const acme = site.origin(ACME.domain);
    expect((await new SiteClient(acme).request('GET', '/courses')).status).toBe(200);

    const owner = await signedInClient(acme, ACME.ownerEmail, ACME.ownerPassword);
    const course = await owner.json<{ id: string; name: string }>('POST', '/api/courses', { name: `Replicated ${Date.now()}`, description: 'Read from a standby' });
    expect(course.status).toBe(201);
    // Read right after the write, by the same process: Payload keeps such reads on the primary.
    expect(await owner.json('GET', `/api/courses/${course.body.id}`)).toMatchObject({ status: 200, body: { name: course.body.name } });
    expect((await owner.json('PUT', `/api/courses/${course.body.id}`, { duration: '3 weeks' })).status).toBe(200);

    const student = await newSignedInStudent(acme);
    expect((await student.client.json('POST', `/api/courses/${course.body.id}/register/`)).status).toBe(200);

    // Once the writes are older than the read-after-write window, reads go to the replica.
    await new Promise((resolve) => setTimeout(resolve, READ_AFTER_WRITE_MS + 500));
    const page = await student.client.request('GET', `/courses/${course.body.id}`);
    expect([page.status, await page.text()]).toEqual([200, expect.stringContaining(course.body.name)]);
    expect((await new SiteClient(acme).json('GET', `/api/courses/${course.body.id}`)).body).toMatchObject({ duration: '3 weeks' });
    expect((await owner.json('GET', '/api/settings/about')).status).toBe(200);
    expect(await replicaConnectionsThatRead()).toBeGreaterThan(0);
  });
});
