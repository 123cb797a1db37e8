import type { Access, PayloadRequest } from 'payload';
import { sessionUserOf } from './staff';

/**
 * Platform operators run Halaqa itself (they pay trainers their payouts), whatever site their
 * account belongs to. Only the platform's CLI makes one (`halaqa operator grant`); no site call
 * or admin form can set the flag.
 */
export function isPlatformOperator(req: PayloadRequest): boolean {
  const user = sessionUserOf(req) as { platformOperator?: boolean | null } | null;
  return user?.platformOperator === true;
}

/** Every site's documents to platform operators; nothing to anyone else, signed in or not. */
export const platformOperators: Access = ({ req }) => isPlatformOperator(req);
