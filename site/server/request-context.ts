import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What the request log line (request-log.ts) learns from inside the site while a request is
 * served: its tenant, its user and the error that became its 500. The HTTP server runs each
 * request in this context; the middleware and errorReply fill it in. It is kept on globalThis
 * because the server (run by Node from this file) and the built site (a bundle with its own copy
 * of this module) must share one store.
 */
export interface RequestFacts {
  readonly id: string;
  tenantId?: string;
  userId?: string;
  /** The error behind a 500, logged with the request's line instead of on its own. */
  error?: unknown;
}

const KEY = Symbol.for('halaqa.request-context');
const holder = globalThis as typeof globalThis & { [KEY]?: AsyncLocalStorage<RequestFacts> };
export const requestContext: AsyncLocalStorage<RequestFacts> = (holder[KEY] ??= new AsyncLocalStorage<RequestFacts>());

/** The facts of the request being served, or undefined outside one (a job, the CLI, a unit test). */
export function currentRequest(): RequestFacts | undefined {
  return requestContext.getStore();
}

/**
 * Hands an unexpected error to the request's log line, where its stack is written once with the
 * request id; outside a request (or with no request log around it) it goes to stderr as before.
 */
export function reportRequestError(error: unknown): void {
  const facts = currentRequest();
  if (facts) facts.error = error;
  else console.error(error);
}
