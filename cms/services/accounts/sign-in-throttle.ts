import type { Payload } from 'payload';
import { AppErrorCode } from '@halaqa/shared/errors';
import type { LimitName } from '../rate-limits/limits';
import { assertUnderLimits, countAgainst, resetLimit } from '../rate-limits/limiters';

/**
 * Failed sign-ins, counted per account + IP, per account and per IP (see rate-limits/limits.ts).
 * Past a limit, sign-in is refused with 429 until the window passes, even with the right password.
 */
function countersOf(tenantId: string, email: string, ip: string | null): [LimitName, string][] {
  const account = `${tenantId}:${email}`;
  const address = ip ?? 'unknown';
  return [
    ['signInFailuresPerAccountAndIp', `${account}:${address}`],
    ['signInFailuresPerAccount', account],
    ['signInFailuresPerIp', address],
  ];
}

export function assertSignInAllowed(payload: Payload, tenantId: string, email: string, ip: string | null): Promise<void> {
  return assertUnderLimits(payload, countersOf(tenantId, email, ip), AppErrorCode.TOO_MANY_ATTEMPTS);
}

export function recordSignInFailure(payload: Payload, tenantId: string, email: string, ip: string | null): Promise<void> {
  return countAgainst(payload, countersOf(tenantId, email, ip));
}

/** A successful sign-in forgives this device's failures on the account. */
export function clearSignInFailures(payload: Payload, tenantId: string, email: string, ip: string | null): Promise<void> {
  return resetLimit(payload, 'signInFailuresPerAccountAndIp', `${tenantId}:${email}:${ip ?? 'unknown'}`);
}
