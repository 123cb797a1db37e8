import { sql } from '@payloadcms/db-postgres';
import type { PayloadRequest } from 'payload';
import type { TenantContext } from '../context';
import { tenantDb } from '../tenant-db';

/**
 * Serialises what spends or settles one trainer's balance (a payout request, deleting the
 * account) for the rest of `req`'s transaction: a transaction-scoped advisory lock.
 */
export async function lockPayoutsOf(ctx: TenantContext, userId: string, req: PayloadRequest): Promise<void> {
  // A lock, not a read: no tenant to filter by (user ids are unique across sites).
  await tenantDb(ctx, req).execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`payouts:${userId}`}, 0))`);
}
