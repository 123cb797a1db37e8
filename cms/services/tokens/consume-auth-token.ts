import type { PayloadRequest } from 'payload';
import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import type { TokenPurpose } from '../../collections/AuthTokens';
import type { AuthToken } from '../../payload-types';
import type { TenantContext } from '../context';
import { hashToken } from './random-token';

export type ConsumedToken = { token: AuthToken; firstUse: boolean };

/**
 * Marks a token used and returns it. A token of another tenant, another purpose, or past its
 * expiry is "Invalid Token". A token already used is returned with `firstUse: false`, so the
 * caller can decide whether a repeated click is harmless (verification) or not.
 */
export async function consumeAuthToken(
  { payload, tenant }: TenantContext,
  plainToken: string,
  purpose: TokenPurpose,
  req?: PayloadRequest,
): Promise<ConsumedToken> {
  const { docs } = await payload.find({
    collection: 'auth-tokens',
    where: {
      and: [{ tenant: { equals: tenant.id } }, { tokenHash: { equals: hashToken(plainToken) } }, { purpose: { equals: purpose } }],
    },
    depth: 0,
    limit: 1,
    // Explicitly filtered by the request's tenant above.
    overrideAccess: true,
    req,
  });
  const token = docs[0];
  if (!token || new Date(token.expiresAt).getTime() < Date.now()) {
    throw new AppError(AppErrorCode.INVALID_TOKEN);
  }
  if (token.usedAt) return { token, firstUse: false };

  const used = await payload.update({
    collection: 'auth-tokens',
    id: token.id,
    data: { usedAt: new Date().toISOString() },
    depth: 0,
    overrideAccess: true,
    req,
  });
  return { token: used, firstUse: true };
}
