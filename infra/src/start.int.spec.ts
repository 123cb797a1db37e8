import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CLI_LAUNCHER } from './cli-build';
import { BIN_DIR, REPO_ROOT } from './paths';
import { childEnv } from './processes';
import { createFreshDatabase } from './testing/fresh-database';
import { freePort } from './testing/free-port';
import { SiteClient } from './testing/site-client';
import './testing/provided';

/**
 * `pnpm start` as the README runs it (issue #10 items 3 and 6): the built servers, never Vite's
 * development server, which hands out any file under the project folder; both on loopback; a
 * server that dies is started again. Against the suite's PostgreSQL and MailDev, on free ports.
 * The admin's build is reused when its sources have not changed (a first run builds it, ~1 min).
 */
let platform: ChildProcess;
const output: string[] = [];
let sitePort: number;
let cmsPort: number;

function waitForLine(pattern: RegExp, timeoutMs: number, from = 0): Promise<RegExpExecArray> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const check = () => {
      for (const line of output.slice(from)) {
        const match = pattern.exec(line);
        if (match) return resolve(match);
      }
      if (Date.now() > deadline || platform.exitCode !== null) return reject(new Error(`no line matching ${pattern}:\n${output.join('')}`));
      setTimeout(check, 200);
    };
    check();
  });
}

/** The demo site, which lives on plain `localhost`. */
/** The local addresses of the sockets listening on `port`, from the kernel's tables (Linux). */
function listeningAddresses(port: number): string[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const rows = ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((file) => fs.readFileSync(file, 'utf8').split('\n').slice(1));
  return rows.flatMap((row) => {
    const [, local, , state] = row.trim().split(/\s+/);
    const [address, portHex] = (local ?? '').split(':');
    if (state !== '0A' || portHex !== hexPort || !address) return [];
    if (address === '0100007F') return ['127.0.0.1'];
    if (address === '00000000000000000000000001000000') return ['::1'];
    return [address];
  });
}

/** A GET to 127.0.0.1:port with any Host header (fetch would send the URL's own). */
function getWithHost(port: number, urlPath: string, host: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: urlPath, headers: { host, ...headers } }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body }));
      })
      .on('error', reject);
  });
}

const site = (urlPath: string) => new SiteClient(`http://localhost:${sitePort}`).request('GET', urlPath);

beforeAll(async () => {
  [sitePort, cmsPort] = [await freePort(), await freePort()];
  platform = spawn(path.join(BIN_DIR, 'tsx'), [CLI_LAUNCHER, 'start'], {
    cwd: REPO_ROOT,
    env: childEnv({ DATABASE_URL: await createFreshDatabase(), SITE_PORT: String(sitePort), CMS_PORT: String(cmsPort), SMTP_URL: inject('integration').smtpUrl }),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => output.push(...chunk.toString().split(/(?<=\n)/));
  platform.stdout!.on('data', collect);
  platform.stderr!.on('data', collect);
  await waitForLine(/Halaqa is up/, 170_000);
}, 180_000);

afterAll(async () => {
  if (platform?.exitCode !== null || !platform.pid) return;
  const exited = new Promise((resolve) => platform.once('exit', resolve));
  process.kill(-platform.pid, 'SIGTERM');
  await exited;
});

describe('pnpm start', () => {
  it('serves the built site: no project file, no Vite client, no development markers', async () => {
    for (const probe of ['/@fs/etc/passwd', '/@fs' + path.join(REPO_ROOT, 'package.json'), '/.data/payload-secret?raw', '/cms/env.ts', '/package.json?raw', '/@vite/client', '/site/middleware.ts']) {
      const response = await site(probe);
      const text = await response.text();
      expect(response.status, probe).toBe(404);
      expect(text, probe).not.toMatch(/root:x:0|PAYLOAD_SECRET|"dependencies"/);
    }
    const home = await site('/');
    const html = await home.text();
    expect(home.status).toBe(200);
    expect(html).toContain('Halaqa Demo Academy');
    expect(html).not.toMatch(/@vite\/client|data-vite-dev-id|astro-dev-toolbar/);
  });

  it('listens on loopback only, the admin included', async () => {
    expect((await fetch(`http://127.0.0.1:${cmsPort}/admin`, { redirect: 'manual' })).status).toBeLessThan(500);
    for (const port of [cmsPort, sitePort]) {
      expect(listeningAddresses(port), `port ${port}`).toEqual(['127.0.0.1']);
    }
    const external = Object.values(os.networkInterfaces())
      .flat()
      .find((address) => address && address.family === 'IPv4' && !address.internal)?.address;
    if (!external) return;
    for (const port of [cmsPort, sitePort]) {
      const reached = await new Promise<boolean>((resolve) => {
        const socket = net.connect({ host: external, port, timeout: 2_000 });
        socket.once('connect', () => (socket.destroy(), resolve(true)));
        socket.once('error', () => resolve(false));
        socket.once('timeout', () => (socket.destroy(), resolve(false)));
      });
      expect(reached, `port ${port} on ${external}`).toBe(false);
    }
  });

  it('answers the health probes of the site and the admin for any Host, and logs each site request as a JSON line', async () => {
    for (const [name, port] of [['site', sitePort], ['admin', cmsPort]] as const) {
      // The deep check includes the commerce service, which may still be starting when the home page answers.
      await expect.poll(async () => (await getWithHost(port, '/readyz/deep', 'unknown-site.example')).status, { timeout: 60_000 }).toBe(200);
      for (const [urlPath, body] of [
        ['/healthz', { status: 'ok' }],
        ['/readyz', { status: 'ok', checks: { database: 'ok', migrations: 'ok' } }],
        ['/readyz/deep', { status: 'ok', checks: { database: 'ok', migrations: 'ok' }, services: { commerce: 'ok' } }],
      ] as const) {
        const reply = await getWithHost(port, urlPath, 'unknown-site.example', { 'x-request-id': `start-probe-${name}${urlPath.replaceAll('/', '-')}` });
        expect(reply.status, `${name} ${urlPath}: ${reply.body}`).toBe(200);
        expect(JSON.parse(reply.body), `${name} ${urlPath}`).toEqual(body);
        expect(reply.headers['cache-control'], `${name} ${urlPath}`).toContain('no-store');
      }
    }
    const line = await waitForLine(/^\[site\] (\{.*"reqId":"start-probe-site-readyz".*\})$/m, 5_000);
    expect(JSON.parse(line[1]!)).toMatchObject({ msg: 'request', method: 'GET', path: '/readyz', status: 200 });
  }, 90_000);

  it('starts the site again when it dies', async () => {
    const started = await waitForLine(/\[supervisor\] site started \(pid (\d+)\)/, 1_000);
    const from = output.length;
    // The whole process group, as an out-of-memory kill would end it.
    process.kill(-Number(started[1]), 'SIGKILL');
    await waitForLine(/\[supervisor\] site was killed by SIGKILL; restarting in 1 s/, 10_000, from);
    await waitForLine(/\[supervisor\] site started \(pid \d+\)/, 10_000, from);
    const deadline = Date.now() + 30_000;
    let status = 0;
    while (Date.now() < deadline && status !== 200) {
      status = await site('/').then((response) => response.status, () => 0);
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(status).toBe(200);
  }, 60_000);
});
