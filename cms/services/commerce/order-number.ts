import { sql } from '@payloadcms/db-postgres';
import type { TenantScope } from '../context';
import { tenantDb } from '../tenant-db';
import type { InTransaction } from '../unit-of-work';

/**
 * The next number in the site's own sequence of orders (1, 2, 3…), which buyers see on the
 * thank-you page and the receipt. A lock on the site's numbering, held to the end of the
 * transaction that writes the order, makes two orders paid at once take one number after the
 * other; the unique index on (tenant, number) refuses a duplicate whatever happens.
 */
export async function nextOrderNumber(tx: InTransaction<TenantScope>): Promise<number> {
  const db = tenantDb(tx);
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended('order-number:' || ${tx.tenant.id}, 0))`);
  const { rows } = await db.execute<{ next: string | number }>(sql`SELECT coalesce(max(number), 0) + 1 AS next FROM orders WHERE tenant_id = ${tx.tenant.id}`);
  return Number(rows[0]!.next);
}
