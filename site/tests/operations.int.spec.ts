import http from 'node:http';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { newSignedInStudent } from '@halaqa/infra/testing/accounts';
import { SiteClient } from '@halaqa/infra/testing/site-client';
import { sql } from '@halaqa/infra/testing/sql';
import { ACME, useTwoSites } from '@halaqa/infra/testing/two-sites';

/**
 * Issue #16, one machine: the health endpoints, the request log, the client address behind a
 * proxy and the graceful shutdown, on a built site of this file's own. This machine's loopback
 * 127.0.0.1 is the site's trusted proxy; a client connecting from 127.0.0.2 is a stranger.
 */
const sites = useTwoSites(() => ({ TRUSTED_PROXIES: '127.0.0.1', LOG_LEVEL: 'info' }));

/** A GET with any Host header (fetch would put the URL's own there). */
function rawGet(path: string, host: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string; ms: number }>((resolve, reject) => {
    const started = performance.now();
    const request = http.get({ host: '127.0.0.1', port: sites.site.port, path, headers: { host, ...headers } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body, ms: performance.now() - started }));
    });
    request.on('error', reject);
  });
}

/** The JSON lines the site logged, from its output (each is prefixed with `[site] `). */
function logLines(): Record<string, unknown>[] {
  return sites.site.output.flatMap((line) => {
    const json = line.replace(/^\[site\] /, '');
    if (!json.startsWith('{')) return [];
    try {
      return [JSON.parse(json) as Record<string, unknown>];
    } catch {
      return [];
    }
  });
}

async function loggedLine(reqId: string): Promise<Record<string, unknown>> {
  for (let waited = 0; waited < 3_000; waited += 50) {
    const line = logLines().find((candidate) => candidate.reqId === reqId);
    if (line) return line;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no log line for ${reqId}:\n${sites.site.output.slice(-20).join('\n')}`);
}

describe('health endpoints', () => {
  it('says not ready while a migration of this build is missing, and ready once it is there', async () => {
    const [newest] = await sql<{ name: string }>(sites.databaseUrl, 'select name from payload_migrations order by name desc limit 1');
    await sql(sites.databaseUrl, 'update payload_migrations set name = $1 where name = $2', [`${newest!.name}-hidden`, newest!.name]);
    try {
      const pending = await rawGet('/readyz', `${ACME.domain}:${sites.site.port}`);
      expect(pending.status).toBe(503);
      expect(JSON.parse(pending.body)).toEqual({ status: 'unavailable', checks: { database: 'ok', migrations: 'pending' } });
      const deep = await rawGet('/readyz/deep', 'localhost');
      expect({ status: deep.status, body: JSON.parse(deep.body) }).toEqual({ status: 503, body: { status: 'unavailable', checks: { database: 'ok', migrations: 'pending' }, services: {} } });
    } finally {
      await sql(sites.databaseUrl, 'update payload_migrations set name = $1 where name = $2', [newest!.name, `${newest!.name}-hidden`]);
    }
    expect(JSON.parse((await rawGet('/readyz', 'localhost')).body)).toEqual({ status: 'ok', checks: { database: 'ok', migrations: 'ok' } });
  });

  it.each(['nobody.example', ACME.domain, ''])('answer for the Host "%s", uncached, without a tenant, a session or a cookie', async (host) => {
    for (const [path, body] of [
      ['/healthz', { status: 'ok' }],
      ['/readyz', { status: 'ok', checks: { database: 'ok', migrations: 'ok' } }],
      // No outside service is configured here: nothing to report beside readiness.
      ['/readyz/deep', { status: 'ok', checks: { database: 'ok', migrations: 'ok' }, services: {} }],
    ] as const) {
      const reply = await rawGet(path, host);
      expect(reply.status, `${path} ${reply.body}`).toBe(200);
      expect(JSON.parse(reply.body)).toEqual(body);
      expect(reply.headers['cache-control']).toBe('no-store');
      expect(reply.headers['content-type']).toContain('application/json');
      expect(reply.headers['set-cookie']).toBeUndefined();
      expect(reply.headers['x-halaqa-cache']).toBeUndefined();
      // Generous for a loaded 2-core machine; the work itself is one trivial query at most.
      expect(reply.ms).toBeLessThan(500);
    }
  });
});

describe('the request log', () => {
  it('writes one JSON line per request with the request id it echoes, the tenant, the user, the path without its query, the status and the time', async () => {
    const { id: userId, client } = await newSignedInStudent(sites.acme);
    const response = await client.request('GET', '/profile?token=never-logged', { headers: { 'x-request-id': 'ops-test.profile-1' } });
    expect(response.headers.get('x-request-id')).toBe('ops-test.profile-1');
    await response.arrayBuffer();
    const line = await loggedLine('ops-test.profile-1');
    const [tenant] = await sql<{ id: string }>(sites.databaseUrl, 'select _parent_id as id from tenants_domains where domain = $1', [ACME.domain]);
    expect(line).toMatchObject({ level: 30, msg: 'request', method: 'GET', path: '/profile', status: 200, tenantId: tenant!.id, userId });
    expect(line.ms).toBeTypeOf('number');
    expect(sites.site.output.join('\n')).not.toContain('never-logged');
  });

  it('makes a request id when none (or a strange one) comes, and logs a visitor without a user', async () => {
    const response = await new SiteClient(sites.acme).request('GET', '/courses', { headers: { 'x-request-id': 'a'.repeat(129) } });
    await response.arrayBuffer();
    const id = response.headers.get('x-request-id')!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const line = await loggedLine(id);
    expect(line).toMatchObject({ path: '/courses', status: 200 });
    expect(line).toHaveProperty('tenantId');
    expect(line).not.toHaveProperty('userId');
  });
});

describe('the client address', () => {
  const signIn = (client: SiteClient, email: string, password: string, forwardedFor: string) =>
    client.request('POST', '/api/users/sign-in', { json: { email, password }, headers: { 'x-forwarded-for': forwardedFor } }).then((response) => response.status);

  it('is not taken from a spoofed X-Forwarded-For: a stranger changing it on every try is still locked out of an account after 5 failures', async () => {
    const { student } = await newSignedInStudent(sites.acme);
    const stranger = new SiteClient(sites.acme, { fromAddress: '127.0.0.2' });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(await signIn(stranger, student.email, 'wrong guess', `203.0.113.${attempt + 10}`)).toBe(401);
    }
    expect(await signIn(stranger, student.email, student.password, '203.0.113.99')).toBe(429);
  });

  it('is the address the trusted proxy saw: another client behind the same proxy is not locked out', async () => {
    const { student } = await newSignedInStudent(sites.acme);
    const proxy = new SiteClient(sites.acme);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(await signIn(proxy, student.email, 'wrong guess', '198.51.100.1, 203.0.113.1')).toBe(401);
    }
    expect(await signIn(proxy, student.email, student.password, '203.0.113.1')).toBe(429);
    // The left-most entry is the client's own claim; the right-most untrusted one is who came.
    expect(await signIn(proxy, student.email, student.password, '203.0.113.1, 203.0.113.2')).toBe(200);
  });
});

describe('a graceful shutdown', () => {
  it('on SIGTERM refuses new connections, finishes the request in flight with 200 and exits with 0 within 10 s', async () => {
    const { student } = await newSignedInStudent(sites.acme);
    const body = JSON.stringify({ email: student.email, password: student.password });
    const half = Math.floor(body.length / 2);
    // A sign-in whose body arrives in two parts: in flight while the signal comes.
    const reply = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port: sites.site.port,
          method: 'POST',
          path: '/api/users/sign-in',
          headers: { host: `${ACME.domain}:${sites.site.port}`, origin: sites.acme, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode!, body: text }));
        },
      );
      request.on('error', reject);
      request.write(body.slice(0, half));
      setTimeout(() => request.end(body.slice(half)), 1_500);
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const signalledAt = Date.now();
    process.kill(sites.site.serverPid(), 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));

    const refused = await new Promise<string>((resolve) => {
      const socket = net.connect(sites.site.port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve('connected');
      });
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    });
    expect(refused).toBe('ECONNREFUSED');

    const answered = await reply;
    expect(answered.status, answered.body).toBe(200);
    expect(JSON.parse(answered.body)).toMatchObject({ email: student.email });

    expect(await sites.site.exited).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
    expect(logLines().map((line) => line.msg)).toContain('stopped');
  }, 30_000);
});
