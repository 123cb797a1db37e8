import fs from 'node:fs';
import net from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInClient } from '@halaqa/infra/testing/accounts';
import { SiteClient } from '@halaqa/infra/testing/site-client';
import { ACME, useTwoSites } from '@halaqa/infra/testing/two-sites';

/**
 * Issue #10 item 3 (uploads): an upload is refused by its size while it streams in, before it is
 * buffered, and an anonymous one before a byte of it is read.
 */
const sites = useTwoSites();
let owner: SiteClient;

const MB = 1024 * 1024;
const BOUNDARY = 'halaqa-upload-limits';

beforeAll(async () => {
  owner = await signedInClient(sites.acme, ACME.ownerEmail, ACME.ownerPassword);
});

/** The site process's resident memory in bytes, from /proc. */
function siteMemory(): number {
  const status = fs.readFileSync(`/proc/${sites.site.serverPid()}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024;
}

/**
 * A multipart upload of a PDF that streams `total` bytes (forever without one), one megabyte at
 * a time, as a slow or hostile client would send it, until `stop` aborts; it counts what was
 * pulled from it. Each pull waits for the event loop's next turn: a stream that always has data
 * at once would keep its reader in a microtask loop that starves every socket of this process.
 */
function multipartStream(stop: AbortSignal, total = Infinity) {
  const head = new TextEncoder().encode(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`);
  const chunk = new Uint8Array(MB).fill(0x20);
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      await new Promise((resolve) => setImmediate(resolve));
      if (stop.aborted) {
        controller.error(stop.reason);
        return;
      }
      if (sent === 0) controller.enqueue(head);
      if (sent >= total) {
        controller.enqueue(new TextEncoder().encode(`\r\n--${BOUNDARY}--\r\n`));
        controller.close();
        return;
      }
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, sent: () => sent };
}

const multipartHeaders = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };

describe('upload limits', () => {
  it('answers an anonymous 50 MB upload with 401 at once, without reading it into memory', async () => {
    const before = siteMemory();
    const abort = new AbortController();
    const body = multipartStream(abort.signal, 50 * MB);
    const started = Date.now();
    const response = await new SiteClient(sites.acme).request('POST', '/api/files/upload', { body: body.stream, headers: multipartHeaders, signal: abort.signal });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'You are not signed in.' });
    abort.abort();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(siteMemory() - before).toBeLessThan(20 * MB);
  });

  it('answers a signed-in upload that never ends with 413 once it passes the limit', async () => {
    const abort = new AbortController();
    const body = multipartStream(abort.signal);
    const response = await owner.request('POST', '/api/files/upload', { body: body.stream, headers: multipartHeaders, signal: abort.signal });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'The request body is too large.' });
    abort.abort();
    // Refused on the way: the site stopped reading soon after the 100 MB limit.
    expect(body.sent()).toBeLessThan(200 * MB);
  }, 60_000);

  it('refuses a declared Content-Length over the limit before reading anything', async () => {
    // A raw request: fetch would not send a length its body does not have.
    const host = `${ACME.domain}:${sites.site.port}`;
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(sites.site.port, '127.0.0.1', () => {
        socket.write(
          [
            'POST /api/files/upload HTTP/1.1',
            `Host: ${host}`,
            `Origin: http://${host}`,
            `Cookie: session=${owner.sessionCookie}`,
            `Content-Type: multipart/form-data; boundary=${BOUNDARY}`,
            `Content-Length: ${500 * MB}`,
            '',
            `--${BOUNDARY}\r\n`,
          ].join('\r\n'),
        );
      });
      let received = '';
      socket.on('data', (data) => {
        received += data.toString('latin1');
        if (received.includes('\r\n\r\n')) {
          socket.destroy();
          resolve(received);
        }
      });
      socket.on('error', reject);
    });
    expect(reply).toMatch(/^HTTP\/1\.1 413 /);
  });
});
