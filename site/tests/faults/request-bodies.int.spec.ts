import { beforeAll, describe, expect, it } from 'vitest';
import { signedInClient } from '@halaqa/infra/testing/accounts';
import { SiteClient } from '@halaqa/infra/testing/site-client';
import { ACME, useTwoSites } from '@halaqa/infra/testing/two-sites';

/**
 * Issue #16, faults: request bodies meant to hurt the process. A 10 MB JSON body is refused with
 * 413 before it is read whole (declared or streamed without a length), a deeply nested one with
 * 400 (it is parsed without recursion and no schema looks inside it), each quickly and with the
 * spec's `{ error }` reply, and the process goes on serving.
 */
const sites = useTwoSites();
let owner: SiteClient;

const TOO_LARGE = { error: 'The request body is too large.' };
const TEN_MB = 10 * 1024 * 1024;
const DEPTH = 100_000;
/** What a refusal may take on this 2-core machine; reading or walking the body would take longer or crash. */
const QUICK_MS = 2_000;

beforeAll(async () => {
  owner = await signedInClient(sites.acme, ACME.ownerEmail, ACME.ownerPassword);
});

async function timedPost(client: SiteClient, path: string, body: string | ReadableStream<Uint8Array>) {
  const started = performance.now();
  const response = await client.request('POST', path, { body, headers: { 'content-type': 'application/json' } });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text) as Record<string, unknown>, ms: performance.now() - started, type: response.headers.get('content-type') ?? '' };
}

/** 10 MB of JSON produced as it is sent, with no Content-Length (chunked). */
function streamedTenMegabytes(): ReadableStream<Uint8Array> {
  const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === 0) controller.enqueue(new TextEncoder().encode('{"name":"'));
      if (sent >= TEN_MB) return controller.close();
      controller.enqueue(chunk);
      sent += chunk.byteLength;
    },
  });
}

/** The site still answers, and from the same process. */
async function expectStillServing() {
  expect(sites.site.isRunning(), sites.site.output.slice(-20).join('\n')).toBe(true);
  const course = await owner.json<{ id: string }>('POST', '/api/courses', { name: `Still here ${Date.now()}` });
  expect(course.status).toBe(201);
  expect((await owner.json('GET', `/api/courses/${course.body.id}`)).status).toBe(200);
}

describe('a 10 MB JSON body', () => {
  it('is refused with 413 at once, declared or streamed, signed in or not, and the site serves on', async () => {
    const declared = JSON.stringify({ name: 'x'.repeat(TEN_MB) });
    const anonymous = new SiteClient(sites.acme);
    for (const [client, path, body] of [
      [owner, '/api/courses', declared],
      [owner, '/api/courses', streamedTenMegabytes()],
      [anonymous, '/api/users/sign-in', JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(TEN_MB) })],
      [anonymous, '/api/users/sign-in', streamedTenMegabytes()],
    ] as const) {
      const reply = await timedPost(client, path, body);
      expect([reply.status, reply.body], path).toEqual([413, TOO_LARGE]);
      expect(reply.type).toContain('application/json');
      expect(reply.ms, path).toBeLessThan(QUICK_MS);
    }
    await expectStillServing();
  });
});

describe('deeply nested JSON', () => {
  it(`(${DEPTH.toLocaleString('en')} levels of arrays or objects) is refused with 400 at once, wherever it sits, and the site serves on`, async () => {
    const arrays = `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`;
    const objects = `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`;
    const anonymous = new SiteClient(sites.acme);
    const cases: [SiteClient, string, string][] = [
      [owner, '/api/courses', arrays],
      [owner, '/api/courses', objects],
      [owner, '/api/courses', `{"name":"Nested","description":${arrays}}`],
      [anonymous, '/api/users/sign-in', `{"email":${objects},"password":"secret1"}`],
      // A body the contract takes as any record: the nesting reaches the handler itself.
      [anonymous, '/api/commerce/events', `{"id":"evt","data":${arrays}}`],
    ];
    for (const [client, path, body] of cases) {
      const reply = await timedPost(client, path, body);
      expect(reply.status, `${path} ${body.slice(0, 30)}`).toBeGreaterThanOrEqual(400);
      expect(reply.status, `${path} ${body.slice(0, 30)}: ${JSON.stringify(reply.body)}`).toBeLessThan(500);
      expect(reply.type).toContain('application/json');
      expect(Object.keys(reply.body).filter((key) => key !== 'field')).toEqual(['error']);
      expect(typeof reply.body.error).toBe('string');
      expect(reply.ms, path).toBeLessThan(QUICK_MS);
    }
    // The contract endpoints say 400, naming what was wrong where they can.
    expect((await timedPost(owner, '/api/courses', arrays)).status).toBe(400);
    expect((await timedPost(anonymous, '/api/users/sign-in', `{"email":${objects},"password":"secret1"}`)).body).toMatchObject({ field: 'email' });
    await expectStillServing();
  });
});
