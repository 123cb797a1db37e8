import type { Payload } from 'payload';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError, AppErrorCode, type TAppErrorCode } from '@halaqa/shared/errors';
import { LIMITS, type LimitName } from './limits';

/**
 * Counters live in PostgreSQL (table `rate_limits`, made by a migration), so every site
 * instance shares them and a restart forgets nothing. One set of limiters per Payload instance,
 * on its connection pool.
 */
const TABLE = 'rate_limits';
const limitersOf = new WeakMap<Payload, Map<LimitName, RateLimiterPostgres>>();

function limiter(payload: Payload, name: LimitName): RateLimiterPostgres {
  let limiters = limitersOf.get(payload);
  if (!limiters) {
    limiters = new Map();
    limitersOf.set(payload, limiters);
  }
  let found = limiters.get(name);
  if (!found) {
    const pool = (payload.db as unknown as { pool: unknown }).pool;
    found = new RateLimiterPostgres({ storeClient: pool, storeType: 'pool', tableName: TABLE, tableCreated: true, keyPrefix: name, ...LIMITS[name] });
    limiters.set(name, found);
  }
  return found;
}

/** The minutes to wait, as `count`: i18next picks the message's plural form by it ("1 minute", "١٠ دقائق"). */
function refusal(code: TAppErrorCode, waitMs: number): AppError {
  return new AppError(code, { params: { count: Math.max(1, Math.ceil(waitMs / 60_000)) } });
}

/** Counts one request against a limit; past it, the request is refused with 429. */
export async function consumeLimit(payload: Payload, name: LimitName, key: string): Promise<void> {
  try {
    await limiter(payload, name).consume(key);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) throw refusal(AppErrorCode.TOO_MANY_REQUESTS, rejection.msBeforeNext);
    throw rejection;
  }
}

/** Refuses (429, with `code`'s message) when any of the given counters is used up. */
export async function assertUnderLimits(payload: Payload, checks: [LimitName, string][], code: TAppErrorCode): Promise<void> {
  const results = await Promise.all(checks.map(([name, key]) => limiter(payload, name).get(key)));
  const exhausted = results.flatMap((result, index) =>
    result && result.consumedPoints >= LIMITS[checks[index]![0]].points ? [result.msBeforeNext] : [],
  );
  if (exhausted.length > 0) throw refusal(code, Math.max(...exhausted));
}

/** Adds one to each counter without refusing (failures are counted after the fact). */
export async function countAgainst(payload: Payload, checks: [LimitName, string][]): Promise<void> {
  await Promise.all(checks.map(([name, key]) => limiter(payload, name).penalty(key, 1)));
}

export async function resetLimit(payload: Payload, name: LimitName, key: string): Promise<void> {
  await limiter(payload, name).delete(key);
}
