import fs from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * patches/@astrojs__node@11.1.6.patch, checked on the installed adapter: the built client folder
 * is listed once, and a path that is no file or folder in it goes to the pages without a look
 * at the disk first. Fails when an upgrade drops the patch. What it buys:
 * docs/decisions/framework-patches.md.
 */
type StaticHandler = (req: IncomingMessage, res: ServerResponse, ssr: () => void) => void;
let server: Server;
let origin: string;

beforeAll(async () => {
  const adapterDist = join(dirname(createRequire(import.meta.url).resolve('@astrojs/node/package.json')), 'dist');
  const { createStaticHandler } = (await import(pathToFileURL(join(adapterDist, 'serve-static.js')).href)) as {
    createStaticHandler: (app: object, options: object, headers?: unknown[]) => StaticHandler;
  };
  const client = fs.mkdtempSync(join(tmpdir(), 'built-client-'));
  fs.mkdirSync(join(client, '_astro'));
  fs.writeFileSync(join(client, '_astro', 'lesson.css'), 'main{}');
  const app = { removeBase: (path: string) => path, manifest: { trailingSlash: 'ignore', buildFormat: 'directory' } };
  // The adapter finds the client folder from its server folder's place; naming its own dist as
  // the server folder makes the relative path lead to `client`.
  const handler = createStaticHandler(app, { client: pathToFileURL(`${client}/`).href, server: pathToFileURL(`${adapterDist}/`).href });
  server = createServer((req, res) => handler(req, res, () => res.end('rendered by the page')));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('patches/@astrojs__node@11.1.6.patch', () => {
  it('sends a page’s path to the pages without looking for it on disk', async () => {
    const lookups = vi.spyOn(fs, 'lstatSync');
    const answer = await fetch(`${origin}/courses/42?tab=lessons`);
    expect(await answer.text()).toBe('rendered by the page');
    // Unpatched, resolveStaticPath lstats the path first (and send stats it again).
    expect(lookups).not.toHaveBeenCalled();
    lookups.mockRestore();
  });

  it('still serves the built files', async () => {
    const answer = await fetch(`${origin}/_astro/lesson.css`);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('main{}');
  });
});
