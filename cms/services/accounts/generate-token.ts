import type { TenantContext } from '../context';
import { issueAuthToken, TOKEN_LIFETIME_MS } from '../tokens/issue-auth-token';

/**
 * POST /api/users/generate-token: a set-password token for the signed-in user, valid 10 minutes
 * and once, to send as `token` to update-password. It lets an account without a password (one
 * created with Google) set one; it works only together with that user's own session.
 */
export async function generateSetPasswordToken(ctx: TenantContext, userId: string) {
  const token = await issueAuthToken(ctx, userId, 'set-password');
  return { token, expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS['set-password']).toISOString() };
}
