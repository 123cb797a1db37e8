import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDatabase, withDatabase } from '@halaqa/infra/database/database-url';
import { signedInClient } from '@halaqa/infra/testing/accounts';
import { freePort } from '@halaqa/infra/testing/free-port';
import { startPostgresProcess, type PostgresProcess } from '@halaqa/infra/testing/postgres-process';
import { SiteClient } from '@halaqa/infra/testing/site-client';
import { startSiteServer, type RunningSite } from '@halaqa/infra/testing/site-server';
import { createTenantWithCli, halaqaCli } from '@halaqa/infra/testing/tenant-cli';
import { ACME } from '@halaqa/infra/testing/two-sites';

/**
 * Issue #10 item 6: PostgreSQL restarted under load. The site on a server of this file's own
 * (not the suite's shared one, which every other file needs up) keeps running, answers a quick
 * 503 while the database is away, and serves again, fresh, once it is back.
 */
const UNAVAILABLE = 'The site is temporarily unavailable. Please try again in a moment.';
let tempDir: string;
let port: number;
let postgres: PostgresProcess;
let databaseUrl: string;
let site: RunningSite;
let origin: string;
let course: { id: string; name: string };

beforeAll(async () => {
  tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'halaqa-restart-pg-'));
  // The embedded server runs as the postgres user when we are root: it must own its folder.
  fs.chmodSync(tempDir, 0o777);
  port = await freePort();
  postgres = await startPostgresProcess(path.join(tempDir, 'data'), port);
  databaseUrl = withDatabase(postgres.serverUrl, 'halaqa');
  await ensureDatabase(databaseUrl);
  const migrated = await halaqaCli(['migrate'], databaseUrl);
  if (migrated.code !== 0) throw new Error(migrated.stderr);
  await createTenantWithCli(databaseUrl, ACME);
  site = await startSiteServer(databaseUrl);
  origin = site.origin(ACME.domain);
  const owner = await signedInClient(origin, ACME.ownerEmail, ACME.ownerPassword);
  const created = await owner.json<{ id: string; name: string }>('POST', '/api/courses', { name: `Nahw ${Date.now()}` });
  expect(created.status).toBe(201);
  course = created.body;
}, 180_000);

afterAll(async () => {
  await site?.stop();
  await postgres?.stop();
  if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
});

async function timed(client: SiteClient, urlPath: string) {
  const started = performance.now();
  const response = await client.request('GET', urlPath, { headers: { cookie: 'lang=en' } });
  const text = await response.text();
  return { status: response.status, ms: performance.now() - started, text, cache: response.headers.get('x-halaqa-cache'), type: response.headers.get('content-type') ?? '' };
}

/** Visits until the page comes from the cache: visitors' pages are cached only while changes are heard. */
async function untilCached(client: SiteClient, urlPath: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await timed(client, urlPath)).cache === 'hit') return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${urlPath} never came from the cache again`);
}

/** A bounded stream of visitors' requests, in the background, recording every status. */
function load(client: SiteClient) {
  const statuses: number[] = [];
  let running = true;
  const done = (async () => {
    for (let count = 0; running && count < 5_000; count += 1) {
      const target = count % 2 ? `/courses/${course.id}` : `/api/courses/${course.id}`;
      statuses.push((await timed(client, target).catch(() => ({ status: 0 }))).status);
    }
  })();
  return {
    statuses,
    async stop() {
      running = false;
      await done;
    },
  };
}

describe('a PostgreSQL restart', () => {
  it('is answered with a quick 503 while the database is down, and the site serves fresh pages again once it is back', async () => {
    const visitor = new SiteClient(origin);
    await untilCached(visitor, `/courses/${course.id}`, 5_000);
    const traffic = load(new SiteClient(origin));
    await new Promise((resolve) => setTimeout(resolve, 500));

    await postgres.stop();
    for (let round = 0; round < 5; round += 1) {
      const api = await timed(visitor, `/api/courses/${course.id}`);
      expect(api.status).toBe(503);
      expect(JSON.parse(api.text)).toEqual({ error: UNAVAILABLE });
      expect(api.ms).toBeLessThan(2_000);
      const page = await timed(visitor, `/courses/${course.id}`);
      expect(page.status).toBe(503);
      expect(page.type).toContain('text/html');
      expect(page.text).toContain(UNAVAILABLE);
      expect(page.ms).toBeLessThan(2_000);
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    expect(site.isRunning(), site.output.join('\n')).toBe(true);
    // The probes (issue #16): the process is alive but not ready, and says why, at once.
    const live = await timed(visitor, '/healthz');
    expect([live.status, JSON.parse(live.text)]).toEqual([200, { status: 'ok' }]);
    const notReady = await timed(visitor, '/readyz');
    expect([notReady.status, JSON.parse(notReady.text)]).toEqual([503, { status: 'unavailable', checks: { database: 'unreachable', migrations: 'unknown' } }]);
    expect(notReady.ms).toBeLessThan(2_500);

    postgres = await startPostgresProcess(path.join(tempDir, 'data'), port);
    const backBy = Date.now() + 10_000;
    let api = await timed(visitor, `/api/courses/${course.id}`);
    while (api.status !== 200 && Date.now() < backBy) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      api = await timed(visitor, `/api/courses/${course.id}`);
    }
    expect(api.status, api.text).toBe(200);
    expect((await timed(visitor, '/readyz')).status).toBe(200);
    await traffic.stop();
    expect(traffic.statuses.length).toBeGreaterThan(10);
    expect(traffic.statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect(site.isRunning()).toBe(true);

    // Caching resumes only once the site hears changes again; an edit made by another process
    // (this test's own Payload, writing as the editors' admin does) shows at once.
    await untilCached(visitor, `/courses/${course.id}`, 10_000);
    const renamed = `${course.name} after the restart`;
    process.env.DATABASE_URL = databaseUrl;
    process.env.DISABLE_PAYLOAD_HMR = 'true';
    const { payloadClient } = await import('@halaqa/cms/payload-client');
    await (await payloadClient()).update({ collection: 'courses', id: course.id, data: { name: renamed }, overrideAccess: true });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await timed(visitor, `/courses/${course.id}`)).text).toContain(renamed);
  }, 120_000);
});
