import { sql } from '@payloadcms/db-postgres';
import type { PayloadRequest } from 'payload';
import type { TenantContext } from '../context';
import { tenantDb } from '../tenant-db';

/**
 * Serialises what spends or settles one trainer's balance (a payout request, deleting the
 * account) for the rest of `req`'s transaction: a transaction-scoped advisory lock.
 */
export async function lockPayoutsOf(ctx: TenantContext, userId: string, req: PayloadRequest): Promise<void> {
  // A lock, not a read: keyed by the site and the trainer, its tenant id a parameter of its own.
  await tenantDb(ctx, req).execute(sql`SELECT pg_advisory_xact_lock(hashtextextended('payouts:' || ${ctx.tenant.id} || ':' || ${userId}, 0))`);
}
