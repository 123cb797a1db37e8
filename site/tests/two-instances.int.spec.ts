import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newStudent, signedInClient, signUpVerified } from '@halaqa/infra/testing/accounts';
import { mailsTo } from '@halaqa/infra/testing/mailbox';
import { createFreshDatabase } from '@halaqa/infra/testing/fresh-database';
import { proxyPort, startNginxProxy, type RunningProxy } from '@halaqa/infra/testing/nginx-proxy';
import { SiteClient } from '@halaqa/infra/testing/site-client';
import { startSiteServer, type RunningSite } from '@halaqa/infra/testing/site-server';
import { ACME } from '@halaqa/infra/testing/test-sites';

/**
 * Issue #16, the path to many machines, without a container engine: two built site instances on
 * one database and one file folder, behind Debian's nginx (round robin), as a deployment runs
 * them. What one instance does, the other knows at once: sessions, the page cache's freshness,
 * rate limits; and a job (the verification mail) is done once, whichever instance picks it up.
 */
let proxy: RunningProxy;
let first: RunningSite;
let second: RunningSite;

beforeAll(async () => {
  const databaseUrl = await createFreshDatabase({ withTwoSites: true });
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'halaqa-two-instances-'));
  // The site's public address is the proxy's: links in mail, and the Origin a browser sends.
  const publicPort = await proxyPort();
  const env = { FILES_DIR: filesDir, PUBLIC_SITE_PORT: String(publicPort) };
  [first, second] = await Promise.all([startSiteServer(databaseUrl, env), startSiteServer(databaseUrl, env)]);
  proxy = await startNginxProxy([first.port, second.port], publicPort);
}, 120_000);

afterAll(async () => {
  await Promise.all([proxy?.stop(), first?.stop(), second?.stop()]);
});

const acmeOn = (instance: RunningSite | RunningProxy) => instance.origin(ACME.domain);

/**
 * A client of one instance, past the proxy (to choose which one answers), sending what a browser
 * behind the proxy sends: the site's public Origin (the proxy's), which writes are checked against.
 */
function clientOf(instance: RunningSite): SiteClient & { send<T>(method: string, path: string, json?: unknown): Promise<{ status: number; body: T }> } {
  const client = new SiteClient(acmeOn(instance)) as ReturnType<typeof clientOf>;
  client.send = async <T>(method: string, path: string, json?: unknown) => {
    const response = await client.request(method, path, { ...(json === undefined ? {} : { json }), headers: { origin: acmeOn(proxy) } });
    return { status: response.status, body: (await response.json()) as T };
  };
  return client;
}

async function ownerOn(instance: RunningSite) {
  const owner = clientOf(instance);
  expect((await owner.send('POST', '/api/users/sign-in', { email: ACME.ownerEmail, password: ACME.ownerPassword })).status).toBe(200);
  return owner;
}

describe('two site instances on one database behind a proxy', () => {
  it('spreads requests over both instances, and a session made on one is valid on the other', async () => {
    const owner = await ownerOn(first);
    const cookie = `session=${owner.sessionCookie}`;
    const onSecond = await new SiteClient(acmeOn(second)).request('GET', '/api/users/info', { headers: { cookie } });
    const { user } = (await onSecond.json()) as { user?: { email: string } };
    expect([onSecond.status, user?.email]).toEqual([200, ACME.ownerEmail]);

    const upstreams = new Set<string>();
    for (let request = 0; request < 6; request += 1) {
      const reply = await new SiteClient(acmeOn(proxy)).request('GET', '/api/users/info', { headers: { cookie } });
      expect(reply.status).toBe(200);
      await reply.arrayBuffer();
      upstreams.add(reply.headers.get('x-upstream') ?? '');
    }
    expect([...upstreams].sort()).toEqual([`127.0.0.1:${first.port}`, `127.0.0.1:${second.port}`].sort());
  });

  it('shows a course edited through one instance on the other at once, though its catalogue was cached', async () => {
    const owner = await ownerOn(first);
    const name = `Tajweed ${Date.now()}`;
    const { status, body: course } = await owner.send<{ id: string }>('POST', '/api/courses', { name });
    expect(status).toBe(201);
    const visitor = new SiteClient(acmeOn(second));
    expect(await (await visitor.request('GET', '/courses')).text()).toContain(name);
    const cached = await visitor.request('GET', '/courses');
    expect(cached.headers.get('x-halaqa-cache')).toBe('hit');
    await cached.arrayBuffer();

    const renamed = `${name} (renamed)`;
    expect((await owner.send('PUT', `/api/courses/${course.id}`, { name: renamed })).status).toBe(200);
    expect(await (await visitor.request('GET', '/courses')).text()).toContain(renamed);
  });

  it("counts a registration made through one instance on the other's course page at once, and keeps its other courses' pages", async () => {
    const owner = await ownerOn(first);
    const created = async (name: string) => (await owner.send<{ id: string }>('POST', '/api/courses', { name: `${name} ${Date.now()}` })).body;
    const [registeredFor, other] = [await created('Nahw'), await created('Sarf')];
    const visitor = new SiteClient(acmeOn(second));
    const visit = async (courseId: string) => {
      const response = await visitor.request('GET', `/courses/${courseId}`, { headers: { cookie: 'lang=en' } });
      return { cache: response.headers.get('x-halaqa-cache'), html: await response.text() };
    };
    for (const course of [registeredFor, other]) await expect.poll(async () => (await visit(course.id)).cache).toBe('hit');

    const student = newStudent();
    await signUpVerified(new SiteClient(acmeOn(proxy)), student);
    const onFirst = clientOf(first);
    onFirst.useSessionCookie((await signedInClient(acmeOn(proxy), student.email, student.password)).sessionCookie!);
    expect((await onFirst.send('POST', `/api/courses/${registeredFor.id}/register/`)).status).toBe(200);

    const registered = await visit(registeredFor.id);
    expect(registered.html).toContain('1 student');
    expect(registered.cache).toBe('miss');
    expect((await visit(other.id)).cache).toBe('hit');
  });

  it('counts failed sign-ins across both instances (five per account and address, wherever they land)', async () => {
    const wrong = (instance: RunningSite) => clientOf(instance).send('POST', '/api/users/sign-in', { email: ACME.ownerEmail, password: 'not-the-password' });
    const statuses: number[] = [];
    for (const instance of [first, second, first, second, first, second]) statuses.push((await wrong(instance)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('sends the verification mail once, though both instances run the job queue', async () => {
    const student = newStudent();
    const signUp = await new SiteClient(acmeOn(proxy)).json('POST', '/api/users/sign-up', student);
    expect(signUp.status).toBe(200);
    await expect.poll(async () => (await mailsTo(student.email)).length, { timeout: 15_000 }).toBe(1);
    // Both workers have had time to pick it up twice over.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect((await mailsTo(student.email)).length).toBe(1);
  });
});
