import type { TenantContext } from '../context';
import { tenantDb } from '../tenant-db';
import { hashToken } from '../tokens/random-token';

/** Ends the session a cookie names (sign-out). Unknown tokens are ignored. */
export async function invalidateSession(ctx: TenantContext, token: string): Promise<void> {
  await tenantDb(ctx).delete({ collection: 'sessions', where: { tokenHash: { equals: hashToken(token) } } });
}
