/**
 * The built site's HTTP server: `node site/server/production-server.ts [entry]` (Node runs the
 * TypeScript as it is: only erasable syntax here, and nothing imported from the project but the
 * few node-only modules beside it). It serves the adapter's standalone handler (the built client
 * files, then the pages) behind the `compression` middleware, because @astrojs/node sends
 * everything uncompressed: the visitor's JavaScript and HTML went out at three times their
 * gzipped size (issue #15).
 *
 * Brotli or gzip, as the browser's Accept-Encoding prefers (with Vary: Accept-Encoding), for the
 * types the mime database calls compressible: HTML, JSON, JS, CSS, SVG. Images and video are
 * compressed already and are not in it. A byte-range answer (206) is never compressed: its
 * Content-Range counts the file's own bytes, and a compressed slice would not match it.
 *
 * Before it listens it runs the site's start hook (start-site.ts, bundled beside the entry as
 * start-site.mjs): the environment is checked, and a missing or wrong variable ends the process
 * with exit code 1 and the variable's name; the job workers start (issue #16).
 *
 * A reply sent before its request's body has arrived (a refusal) closes the connection, so the
 * rest of the body is never read (unread-body.ts, issue #39).
 *
 * Every request is logged as one JSON line (request-log.ts). SIGTERM or SIGINT shut it down
 * gracefully: no new connections, requests in flight finish (up to 10 s), then the job queue and
 * the database pool close (shutdown-hooks.ts) and the process exits with 0 (issue #16).
 */
import http from 'node:http';
import module from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import compression from 'compression';
import { siteLogger, withRequestLog } from './request-log.ts';
import { runShutdownHooks } from './shutdown-hooks.ts';
import { closeConnectionIfBodyUnread } from './unread-body.ts';

type NodeHandler = (req: http.IncomingMessage, res: http.ServerResponse) => void;
/** start-site.ts: checks the environment (throws naming what is wrong), starts the job workers, says where to listen. */
type StartSite = () => { host: string; port: number };

/** How long requests in flight may take to finish once a shutdown began; then their connections are cut. */
const DRAIN_MS = 10_000;
/** Closing the job queue and the pool may not hang the exit (a database that went away mid-close). */
const CLOSE_MS = 6_000;

const logger = await siteLogger({ pretty: false });
const entry = path.resolve(process.argv[2] ?? path.join('dist', 'server', 'entry.mjs'));
// The adapter's own server would start on import; this one serves its handler instead.
process.env.ASTRO_NODE_AUTOSTART = 'disabled';
// V8's compiled code for the modules loaded from here on (the built site, Payload, React…) is kept
// on disk and reused by the next start: a start and its first request took 3.6 s of CPU on two
// cores, 2.8 s with the cache (docs/operations.md). In os.tmpdir() unless NODE_COMPILE_CACHE names
// a folder; NODE_DISABLE_COMPILE_CACHE=1 turns it off; a folder that cannot be written is skipped.
module.enableCompileCache();
const { handler } = (await import(pathToFileURL(entry).href)) as { handler: NodeHandler };

let listen: { host: string; port: number };
try {
  // Importing it already reads the environment (Payload's config does, as it loads).
  const { startSite } = (await import(pathToFileURL(path.join(path.dirname(entry), 'start-site.mjs')).href)) as { startSite: StartSite };
  listen = startSite();
} catch (error) {
  logger.fatal(`The site cannot start:\n${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const { host, port } = listen;

const compress = compression({
  filter: (req, res) => !req.headers.range && compression.filter(req, res),
});

let shuttingDown = false;
const server = http.createServer(
  withRequestLog(logger, (req, res) => {
    // A connection kept alive would hold the shutdown until its client hangs up.
    if (shuttingDown) res.setHeader('connection', 'close');
    closeConnectionIfBodyUnread(req, res);
    compress(req as Parameters<typeof compress>[0], res as Parameters<typeof compress>[1], () => handler(req, res));
  }),
);
server.listen(port, host, () => logger.info(`Site listening on http://${host}:${port}`));

async function shutDown(signal: string): Promise<void> {
  if (shuttingDown) return;
  shuttingDown = true;
  logger.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
  const drained = new Promise<void>((resolve) => server.close(() => resolve()));
  // Connections that go idle once their request is answered are closed as they do.
  const idle = setInterval(() => server.closeIdleConnections(), 100);
  const cut = setTimeout(() => {
    logger.warn(`requests still in flight after ${DRAIN_MS / 1000} s are cut`);
    server.closeAllConnections();
  }, DRAIN_MS);
  server.closeIdleConnections();
  await drained;
  clearInterval(idle);
  clearTimeout(cut);
  const closed = runShutdownHooks((error) => logger.error({ err: error }, 'while shutting down')).then(() => true);
  const inTime = await Promise.race([closed, new Promise<false>((resolve) => setTimeout(() => resolve(false), CLOSE_MS).unref())]);
  if (!inTime) logger.warn(`the job queue or the database pool did not close within ${CLOSE_MS / 1000} s`);
  logger.info('stopped');
  // Listeners that reconnect by themselves (the content-change feed) must not keep the process up.
  process.exit(0);
}

process.on('SIGTERM', () => void shutDown('SIGTERM'));
process.on('SIGINT', () => void shutDown('SIGINT'));
