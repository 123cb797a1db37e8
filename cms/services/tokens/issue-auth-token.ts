import type { TokenPurpose } from '../../collections/AuthTokens';
import type { TenantContext } from '../context';
import { tenantDb } from '../tenant-db';
import { generateRandomToken, hashToken } from './random-token';

export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  'verify-email': 24 * 60 * 60 * 1000,
  'reset-password': 60 * 60 * 1000,
  'set-password': 10 * 60 * 1000,
};

/** Stores a new single-use token for a user and returns the plain token to mail. */
export async function issueAuthToken(ctx: TenantContext, userId: string, purpose: TokenPurpose): Promise<string> {
  const token = generateRandomToken();
  await tenantDb(ctx).create({
    collection: 'auth-tokens',
    data: {
      user: userId,
      purpose,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS[purpose]).toISOString(),
    },
  });
  return token;
}
