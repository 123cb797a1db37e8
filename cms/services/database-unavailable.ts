/**
 * Whether an error means the database cannot be reached right now (a restart, a failover, the
 * server down) rather than that this request did something wrong: such a request is answered
 * 503 "try again in a moment", not 500. Drizzle and Payload wrap pg's error, so the whole
 * `cause` chain is read.
 */
const UNAVAILABLE_CODES = new Set([
  '57P01', // admin_shutdown: the server is stopping
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '08000', // connection_exception
  '08003', // connection_does_not_exist
  '08006', // connection_failure
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
]);
const UNAVAILABLE_MESSAGE = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection is closed/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (let cause: unknown = error; cause && typeof cause === 'object' && !seen.has(cause); cause = (cause as { cause?: unknown }).cause) {
    seen.add(cause);
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (UNAVAILABLE_MESSAGE.test(String((cause as { message?: unknown }).message ?? ''))) return true;
    // Node's net errors when every address of a host failed at once.
    if (cause instanceof AggregateError && cause.errors.some(isDatabaseUnavailable)) return true;
  }
  return false;
}
