import { sql } from '@payloadcms/db-postgres';
import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import type { TokenPurpose } from '../../collections/AuthTokens';
import type { TenantContext } from '../context';
import { tenantDb } from '../tenant-db';
import { hashToken } from './random-token';

export type ConsumedToken = { userId: string; firstUse: boolean };

/**
 * Marks a token used and says whose it is. A token of another tenant, another purpose, or past
 * its expiry is "Invalid Token". Using it is one conditional UPDATE, so of two requests racing
 * with the same token exactly one sees its first use (the other waits for the row and then finds
 * it used); a token already used comes back with `firstUse: false`, so the caller can decide
 * whether a repeated click is harmless (verification) or not. Given a context in a unit of work,
 * it commits or rolls back with the caller's transaction.
 */
export async function consumeAuthToken(ctx: TenantContext, plainToken: string, purpose: TokenPurpose): Promise<ConsumedToken> {
  const db = tenantDb(ctx);
  const { tenant } = ctx;
  const tokenHash = hashToken(plainToken);
  const used = await db.execute<{ user_id: string }>(sql`
    UPDATE auth_tokens SET used_at = now(), updated_at = now()
    WHERE tenant_id = ${tenant.id} AND token_hash = ${tokenHash} AND purpose = ${purpose} AND expires_at > now() AND used_at IS NULL
    RETURNING user_id`);
  if (used.rows[0]) return { userId: used.rows[0].user_id, firstUse: true };

  const earlier = await db.execute<{ user_id: string }>(sql`
    SELECT user_id FROM auth_tokens
    WHERE tenant_id = ${tenant.id} AND token_hash = ${tokenHash} AND purpose = ${purpose} AND expires_at > now()`);
  if (!earlier.rows[0]) throw new AppError(AppErrorCode.INVALID_TOKEN);
  return { userId: earlier.rows[0].user_id, firstUse: false };
}
