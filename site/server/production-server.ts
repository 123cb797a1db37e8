/**
 * The built site's HTTP server: `node site/server/production-server.ts [entry]` (Node runs the
 * TypeScript as it is: only erasable syntax here, and nothing imported from the project). It
 * serves the adapter's standalone handler (the built client files, then the pages) behind the
 * `compression` middleware, because @astrojs/node sends everything uncompressed: the visitor's
 * JavaScript and HTML went out at three times their gzipped size (issue #15).
 *
 * Brotli or gzip, as the browser's Accept-Encoding prefers (with Vary: Accept-Encoding), for the
 * types the mime database calls compressible: HTML, JSON, JS, CSS, SVG. Images and video are
 * compressed already and are not in it. A byte-range answer (206) is never compressed: its
 * Content-Range counts the file's own bytes, and a compressed slice would not match it.
 */
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import compression from 'compression';

type NodeHandler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

const entry = path.resolve(process.argv[2] ?? path.join('dist', 'server', 'entry.mjs'));
// The adapter's own server would start on import; this one serves its handler instead.
process.env.ASTRO_NODE_AUTOSTART = 'disabled';
const { handler } = (await import(pathToFileURL(entry).href)) as { handler: NodeHandler };

const compress = compression({
  filter: (req, res) => !req.headers.range && compression.filter(req, res),
});

const port = Number(process.env.PORT ?? 4321);
const host = process.env.HOST ?? '127.0.0.1';
const server = http.createServer((req, res) => {
  compress(req as Parameters<typeof compress>[0], res as Parameters<typeof compress>[1], () => handler(req, res));
});
server.listen(port, host, () => console.log(`Site listening on http://${host}:${port}`));
