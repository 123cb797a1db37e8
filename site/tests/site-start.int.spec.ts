import http from 'node:http';
import net from 'node:net';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBuiltSite, type RunningSite } from '@halaqa/infra/testing/built-site';
import { createFreshDatabase } from '@halaqa/infra/testing/fresh-database';
import { freePort } from '@halaqa/infra/testing/free-port';
import { waitForMail } from '@halaqa/infra/testing/mailbox';
import { sql } from '@halaqa/infra/testing/sql';
import { ACME } from '@halaqa/infra/testing/test-sites';
import '@halaqa/infra/testing/provided';

/**
 * Issue #16: what the built site does as it starts, before any request. A missing variable ends
 * it at once, named; the job workers run without a first request, and start once a database
 * that was away at start appears; /readyz stays ready while the commerce service is away, and
 * /readyz/deep reports it (issue #40). The commerce service here is a loopback stand-in that
 * answers `GET /health` as Medusa does (200 `OK`), and is stopped to leave its port closed.
 */
const SECRET = 'site-start-test-secret-of-at-least-32-chars';

/** Waits for the server to say it listens, without asking it anything. */
async function listening(site: RunningSite): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!site.output.some((line) => line.includes('Site listening on'))) {
    if (!site.isRunning() || Date.now() > deadline) throw new Error(`The site did not start:\n${site.output.join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Queues a password-reset mail for acme's owner (under a fresh address) as another instance
 * would, straight to pg-boss, and waits for the running site to work it: the mail arrives and
 * the job is completed.
 */
async function expectResetMailWorked(databaseUrl: string, boss: PgBoss): Promise<void> {
  const address = `started-${Date.now()}@acme.test`;
  const [owner] = await sql<{ id: string; tenant_id: string }>(databaseUrl, 'update users set email = $1 where email = $2 returning id, tenant_id', [address, ACME.ownerEmail]);
  // The queue is made here if the site has not made it yet.
  await boss.createQueue('account-mail');
  const jobId = await boss.send('account-mail', { tenantId: owner!.tenant_id, userId: owner!.id, purpose: 'reset-password', language: 'en' });
  const mail = await waitForMail(address, 30_000);
  expect(mail.subject).toMatch(/password/i);
  await expect.poll(async () => (await boss.getJobById('account-mail', jobId!))?.state, { timeout: 10_000 }).toBe('completed');
}

describe('a variable missing in production', () => {
  it.each([
    ['PAYLOAD_SECRET', 'PAYLOAD_SECRET: PAYLOAD_SECRET is required in production'],
    ['SMTP_URL', 'SMTP_URL: SMTP_URL is required in production'],
  ])('%s stops the site at start with exit code 1, named', async (name, message) => {
    // The environment is checked before anything connects: no database is needed.
    const site = await launchBuiltSite('postgres://unused@127.0.0.1:1/unused', { SMTP_URL: inject('integration').smtpUrl }, undefined, [name]);
    try {
      expect(await site.exited).toBe(1);
      expect(site.output.join('\n')).toContain(message);
      expect(site.output.join('\n')).toContain('The site cannot start');
    } finally {
      await site.stop();
    }
  });
});

describe('a site that has just started', () => {
  let databaseUrl: string;
  let site: RunningSite;
  let commerce: http.Server;
  let boss: PgBoss;

  beforeAll(async () => {
    databaseUrl = await createFreshDatabase({ withTwoSites: true });
    commerce = http.createServer((request, response) => {
      if (request.url === '/health') response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end('OK');
      else response.writeHead(404).end();
    });
    const commercePort = await freePort();
    await new Promise<void>((resolve) => commerce.listen(commercePort, '127.0.0.1', resolve));
    site = await launchBuiltSite(databaseUrl, {
      SMTP_URL: inject('integration').smtpUrl,
      COMMERCE_URL: `http://127.0.0.1:${commercePort}`,
      COMMERCE_API_SECRET: SECRET,
      COMMERCE_WEBHOOK_SECRET: SECRET,
    });
    await listening(site);
    boss = new PgBoss({ connectionString: databaseUrl, schema: 'pgboss' });
    await boss.start();
  });

  afterAll(async () => {
    await boss?.stop({ graceful: false });
    if (site && !site.isRunning()) console.error(`the site ended early:\n${site.output.join('\n')}`);
    await site?.stop();
    commerce?.closeAllConnections();
    await new Promise((resolve) => commerce?.close(resolve));
  });

  it('works a queued job with no request sent to it: the mail arrives', async () => {
    await expectResetMailWorked(databaseUrl, boss);
    // Nothing reached the site.
    expect(site.output.filter((line) => line.includes('"msg":"request"'))).toEqual([]);
  });

  it('stays ready when the commerce service goes away, and its deep check says commerce is unreachable (503), within the check\'s 2 s', async () => {
    const ready = { status: 'ok', checks: { database: 'ok', migrations: 'ok' } };
    const probe = async (path: string) => {
      const response = await fetch(`http://127.0.0.1:${site.port}${path}`);
      return { status: response.status, body: (await response.json()) as unknown };
    };
    expect(await probe('/readyz')).toEqual({ status: 200, body: ready });
    expect(await probe('/readyz/deep')).toEqual({ status: 200, body: { ...ready, services: { commerce: 'ok' } } });

    commerce.closeAllConnections();
    await new Promise((resolve) => commerce.close(resolve));
    // The instance serves without it: the load balancer keeps it.
    expect(await probe('/readyz')).toEqual({ status: 200, body: ready });
    const started = performance.now();
    expect(await probe('/readyz/deep')).toEqual({ status: 503, body: { status: 'degraded', checks: ready.checks, services: { commerce: 'unreachable' } } });
    expect(performance.now() - started).toBeLessThan(2_500);
    expect(site.output.join('\n')).toMatch(/outside service commerce: unreachable \(http:\/\/127\.0\.0\.1:\d+\/health/);
  });
});

describe('a site started while its database is away', () => {
  it('starts its job workers once the database answers, with no request and no restart', async () => {
    // The site reaches PostgreSQL through a loopback relay that is not listening yet.
    const databaseUrl = await createFreshDatabase({ withTwoSites: true });
    const server = new URL(databaseUrl);
    const relayPort = await freePort();
    const throughRelay = Object.assign(new URL(databaseUrl), { port: String(relayPort) }).href;
    const relay = net.createServer((client) => {
      const upstream = net.connect(Number(server.port), server.hostname);
      client.pipe(upstream).pipe(client);
      client.on('error', () => upstream.destroy());
      upstream.on('error', () => client.destroy());
    });
    const site = await launchBuiltSite(throughRelay, { SMTP_URL: inject('integration').smtpUrl });
    let boss: PgBoss | undefined;
    try {
      await listening(site);
      await expect.poll(() => site.output.some((line) => line.includes('job queue did not start (trying again')), { timeout: 30_000 }).toBe(true);
      expect(site.isRunning()).toBe(true);
      await new Promise<void>((resolve) => relay.listen(relayPort, '127.0.0.1', resolve));
      boss = new PgBoss({ connectionString: databaseUrl, schema: 'pgboss' });
      await boss.start();
      await expectResetMailWorked(databaseUrl, boss);
    } finally {
      await boss?.stop({ graceful: false });
      await site.stop();
      await new Promise((resolve) => relay.close(resolve));
    }
  }, 120_000);
});
