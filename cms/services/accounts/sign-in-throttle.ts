import { RateLimiterMemory } from 'rate-limiter-flexible';
import { AppError, AppErrorCode } from '@halaqa/shared/errors';

/**
 * Failed sign-ins are counted per account (tenant + email) and per IP address over 15 minutes;
 * past the limit, sign-in is refused with 429 until the window passes, even with the right
 * password. Counters live in memory: one site process per tenant host today. With several site
 * instances, swap RateLimiterMemory for rate-limiter-flexible's Redis or Postgres store here.
 */
const WINDOW_SECONDS = 15 * 60;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 30;

const failuresByAccount = new RateLimiterMemory({ keyPrefix: 'sign-in-account', points: MAX_FAILURES_PER_ACCOUNT, duration: WINDOW_SECONDS });
const failuresByIp = new RateLimiterMemory({ keyPrefix: 'sign-in-ip', points: MAX_FAILURES_PER_IP, duration: WINDOW_SECONDS });

const accountKey = (tenantId: string, email: string) => `${tenantId}:${email}`;

export async function assertSignInAllowed(tenantId: string, email: string, ip: string | null): Promise<void> {
  const [account, address] = await Promise.all([
    failuresByAccount.get(accountKey(tenantId, email)),
    ip ? failuresByIp.get(ip) : null,
  ]);
  const blocked = [
    account && account.consumedPoints >= MAX_FAILURES_PER_ACCOUNT ? account : null,
    address && address.consumedPoints >= MAX_FAILURES_PER_IP ? address : null,
  ].filter((result) => result !== null);
  if (blocked.length > 0) {
    const waitMs = Math.max(...blocked.map((result) => result.msBeforeNext));
    throw new AppError(AppErrorCode.TOO_MANY_ATTEMPTS, { params: { minutes: Math.max(1, Math.ceil(waitMs / 60_000)) } });
  }
}

/** Counts a failure; going over the limit is reported by the next assertSignInAllowed. */
export async function recordSignInFailure(tenantId: string, email: string, ip: string | null): Promise<void> {
  await Promise.all([
    failuresByAccount.penalty(accountKey(tenantId, email), 1),
    ip ? failuresByIp.penalty(ip, 1) : null,
  ]);
}

export async function clearSignInFailures(tenantId: string, email: string): Promise<void> {
  await failuresByAccount.delete(accountKey(tenantId, email));
}
