import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import { pino, type Logger } from 'pino';
import { logLevelOf } from '../../shared/src/log-level.ts';
import { requestContext, type RequestFacts } from './request-context.ts';

/**
 * The site's structured log (pino): one JSON line per request on stdout, pretty lines in
 * `pnpm dev`. Run by Node from the HTTP server (production-server.ts) and by the development
 * server's integration (astro.config.mjs), so only erasable TypeScript here and nothing from the
 * project but request-context and the level rule (by path: Node runs this file unbundled). Each
 * request costs one log call: the line is written when the answer has been sent, with what the
 * site reported on the way (request-context.ts).
 */

/** An incoming X-Request-Id is kept when it is a plain token; anything else could forge log lines. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

export function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === 'string' && SANE_REQUEST_ID.test(header) ? header : randomUUID();
}

/** The logger at LOG_LEVEL (default info); `pretty` for a person at a terminal. */
export async function siteLogger({ pretty }: { pretty: boolean }): Promise<Logger> {
  const level = logLevelOf(process.env.LOG_LEVEL);
  if (!pretty) return pino({ level });
  const { default: pinoPretty } = await import('pino-pretty');
  return pino({ level }, pinoPretty({ colorize: true, ignore: 'pid,hostname', sync: true }));
}

/** The path without its query: reset and sign-in tokens travel there and must not reach the log. */
function pathOf(url: string | undefined): string {
  const path = url ?? '/';
  const query = path.indexOf('?');
  return query === -1 ? path : path.slice(0, query);
}

function writeLine(logger: Logger, req: http.IncomingMessage, res: http.ServerResponse, facts: RequestFacts, startedAt: number): void {
  const line = {
    reqId: facts.id,
    method: req.method,
    path: pathOf(req.url),
    status: res.statusCode,
    ms: Math.round((performance.now() - startedAt) * 10) / 10,
    tenantId: facts.tenantId,
    userId: facts.userId,
  };
  if (facts.error !== undefined) logger.error({ ...line, err: facts.error }, 'request failed');
  else if (!res.writableFinished) logger.warn({ ...line, aborted: true }, 'request aborted');
  else logger.info(line, 'request');
}

type Handler<Rest extends unknown[]> = (req: http.IncomingMessage, res: http.ServerResponse, ...rest: Rest) => void;

/**
 * Wraps a request handler: the request id is settled (and echoed as X-Request-Id, and handed on
 * in the request's own header for the site to read), the handler runs in the request's context,
 * and the line is written when the response closes. `skip` leaves some paths out of the log
 * (the development server's own module requests).
 */
export function withRequestLog<Rest extends unknown[]>(logger: Logger, handle: Handler<Rest>, skip?: (path: string) => boolean): Handler<Rest> {
  return (req, res, ...rest) => {
    const startedAt = performance.now();
    const id = requestIdOf(req.headers['x-request-id']);
    req.headers['x-request-id'] = id;
    res.setHeader('x-request-id', id);
    const facts: RequestFacts = { id };
    if (!skip?.(pathOf(req.url))) res.once('close', () => writeLine(logger, req, res, facts, startedAt));
    requestContext.run(facts, handle, req, res, ...rest);
  };
}
