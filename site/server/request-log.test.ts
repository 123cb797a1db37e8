import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import { translatorFor } from '@halaqa/shared/i18n/index';
import { errorReply } from './http';
import { currentRequest } from './request-context';
import { requestIdOf, withRequestLog } from './request-log';

describe('requestIdOf', () => {
  it.each([
    ['a plain token is kept', 'abc-123_DEF.9', 'abc-123_DEF.9'],
    ['128 characters are kept', 'a'.repeat(128), 'a'.repeat(128)],
  ])('%s', (_case, header, id) => {
    expect(requestIdOf(header)).toBe(id);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['too long', 'a'.repeat(129)],
    ['with a space', 'a b'],
    ['with a quote or a brace (a forged log field)', '"},{"level":60'],
    ['repeated', ['a', 'b']],
  ])('makes a new UUID when the header is %s', (_case, header) => {
    expect(requestIdOf(header)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('withRequestLog', () => {
  let server: http.Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  /** A server whose handler is `handle`, logging into an array of parsed lines. */
  async function serve(handle: (req: http.IncomingMessage, res: http.ServerResponse) => void | Promise<void>) {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    server = http.createServer(withRequestLog(pino({ level: 'info' }, sink), (req, res) => void handle(req, res)));
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', () => resolve()));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const logged = async (count: number) => {
      for (let waited = 0; lines.length < count && waited < 2_000; waited += 10) await new Promise((resolve) => setTimeout(resolve, 10));
      return lines;
    };
    return { origin, logged };
  }

  it('writes one line per request: id, method, path without the query, status, duration, tenant and user', async () => {
    let seenId: string | undefined;
    const { origin, logged } = await serve((req, res) => {
      seenId = req.headers['x-request-id'] as string;
      Object.assign(currentRequest()!, { tenantId: 'tenant-1', userId: 'user-1' });
      res.statusCode = 201;
      res.end('made');
    });
    const response = await fetch(`${origin}/api/users/password/reset?token=secret-token`, { method: 'POST', headers: { 'x-request-id': 'from-the-proxy.1' } });
    expect(response.headers.get('x-request-id')).toBe('from-the-proxy.1');
    expect(seenId).toBe('from-the-proxy.1');
    const [line] = await logged(1);
    expect(line).toMatchObject({ level: 30, msg: 'request', reqId: 'from-the-proxy.1', method: 'POST', path: '/api/users/password/reset', status: 201, tenantId: 'tenant-1', userId: 'user-1' });
    expect(line!.ms).toBeTypeOf('number');
    expect(JSON.stringify(line)).not.toContain('secret-token');
  });

  it('gives a request without a usable id a new one, the same in the header and the line', async () => {
    const { origin, logged } = await serve((_req, res) => {
      res.end('ok');
    });
    const response = await fetch(`${origin}/`, { headers: { 'x-request-id': 'not a token' } });
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const [line] = await logged(1);
    expect(line).toMatchObject({ reqId: id, path: '/', status: 200 });
    expect(line).not.toHaveProperty('tenantId');
    expect(line).not.toHaveProperty('userId');
  });

  it('logs the stack of an error that became a 500 once, on the request line, and sends the client only the generic reply', async () => {
    const { origin, logged } = await serve(async (_req, res) => {
      const reply = errorReply(new Error('the disk is on fire'), translatorFor('en'));
      res.writeHead(reply.status, Object.fromEntries(reply.headers));
      res.end(await reply.text());
    });
    const response = await fetch(`${origin}/api/anything`, { headers: { 'x-request-id': 'req-500' } });
    expect(response.status).toBe(500);
    const body = await response.text();
    expect(body).not.toContain('the disk is on fire');
    expect(JSON.parse(body)).toEqual({ error: translatorFor('en')('errors.internal') });
    const lines = await logged(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 50, msg: 'request failed', reqId: 'req-500', status: 500, err: { message: 'the disk is on fire' } });
    expect((lines[0]!.err as { stack: string }).stack).toContain('request-log.test.ts');
  });

  it('keeps a refusal (4xx) out of the error log', async () => {
    const { origin, logged } = await serve(async (_req, res) => {
      const reply = errorReply(new AppError(AppErrorCode.NOT_FOUND), translatorFor('en'));
      res.writeHead(reply.status, Object.fromEntries(reply.headers));
      res.end(await reply.text());
    });
    expect((await fetch(`${origin}/api/nothing`)).status).toBe(404);
    const [line] = await logged(1);
    expect(line).toMatchObject({ level: 30, status: 404 });
    expect(line).not.toHaveProperty('err');
  });
});
