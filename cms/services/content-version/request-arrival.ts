import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * From when the request being served needs its kept values fresh: a value may be used once every
 * change committed before that moment has been heard (listen-for-notifications), so the kept
 * reads of one request can share one catch-up with PostgreSQL instead of waiting for one each
 * (issue #13). The moment is the request's arrival until the request itself announces a change
 * of content (content-changes): from then on it is each call, so what the request reads after its
 * write commits waits to hear that commit, and never joins or keeps a read that began before it
 * (three courses created at once: one answered 404 for the course it had just created).
 * Outside a request (jobs, scripts, tests) the moment is the call itself.
 */
interface Moment {
  arrivedAt: number;
  changedContent: boolean;
}

const moments = new AsyncLocalStorage<Moment>();

/** Runs `handle` as the work of a request that arrives now. */
export function asArrivingRequest<T>(handle: () => T): T {
  return moments.run({ arrivedAt: performance.now(), changedContent: false }, handle);
}

/** The `performance.now()` the current request's kept values must be fresh from (see above). */
export function freshnessMoment(): number {
  const moment = moments.getStore();
  return moment && !moment.changedContent ? moment.arrivedAt : performance.now();
}

/** Notes that the current request has announced a change of content (nothing outside a request). */
export function requestChangedContent(): void {
  const moment = moments.getStore();
  if (moment) moment.changedContent = true;
}
