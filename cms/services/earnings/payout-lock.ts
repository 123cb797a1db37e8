import { sql } from '@payloadcms/db-postgres';
import type { TenantContext } from '../context';
import { tenantDb } from '../tenant-db';
import type { InTransaction } from '../unit-of-work';

/**
 * Serialises what spends or settles one trainer's balance (a payout request, deleting the
 * account) for the rest of the context's transaction: a transaction-scoped advisory lock.
 */
export async function lockPayoutsOf(tx: InTransaction<TenantContext>, userId: string): Promise<void> {
  // A lock, not a read: keyed by the site and the trainer, its tenant id a parameter of its own.
  await tenantDb(tx).execute(sql`SELECT pg_advisory_xact_lock(hashtextextended('payouts:' || ${tx.tenant.id} || ':' || ${userId}, 0))`);
}
