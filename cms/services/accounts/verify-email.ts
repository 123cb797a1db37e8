import type { TenantContext } from '../context';
import { tenantDb } from '../tenant-db';
import { consumeAuthToken } from '../tokens/consume-auth-token';
import { transaction } from '../unit-of-work';

export type VerifyEmailResult = 'verified' | 'already-verified';

/**
 * Verifies the account a mailed token belongs to. Opening the link twice (or a mail scanner
 * opening it first) is not an error: the second time says the address was already verified.
 */
export async function verifyEmail(ctx: TenantContext, token: string): Promise<VerifyEmailResult> {
  return transaction(ctx, async (tx) => {
    const consumed = await consumeAuthToken(tx, token, 'verify-email');
    if (!consumed.firstUse) return 'already-verified';
    await tenantDb(tx).update({ collection: 'users', id: consumed.userId, data: { verified: true } });
    return 'verified';
  });
}
