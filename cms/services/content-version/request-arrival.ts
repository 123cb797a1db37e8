import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * When the request being served arrived, for the freshness of kept values: a value may be used
 * once every change committed before its request arrived has been heard (listen-for-notifications),
 * so the kept reads of one request can share one catch-up with PostgreSQL instead of waiting for
 * one each (issue #13). Outside a request (jobs, scripts, tests) the moment is the call itself.
 */
const arrivals = new AsyncLocalStorage<number>();

/** Runs `handle` as the work of a request that arrives now. */
export function asArrivingRequest<T>(handle: () => T): T {
  return arrivals.run(performance.now(), handle);
}

/** The `performance.now()` of the current request's arrival, or of this call outside one. */
export function arrivalOfRequest(): number {
  return arrivals.getStore() ?? performance.now();
}
