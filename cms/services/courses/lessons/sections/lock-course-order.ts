import { sql } from '@payloadcms/db-postgres';
import type { TenantContext } from '../../../context';
import { tenantDb } from '../../../tenant-db';
import type { InTransaction } from '../../../unit-of-work';

/**
 * Takes the course row's lock for the rest of the caller's transaction, so writes of a course's
 * order (saving it, publishing it) follow one another: two managers saving at once get one order
 * or the other, never a mix of both, and never a deadlock over the rows they both write. NO KEY
 * UPDATE leaves adding a lesson (whose foreign key only shares the row) free meanwhile.
 */
export async function lockCourseOrder(tx: InTransaction<TenantContext>, courseId: string): Promise<void> {
  await tenantDb(tx).execute(sql`SELECT 1 FROM courses WHERE id = ${courseId} AND tenant_id = ${tx.tenant.id} FOR NO KEY UPDATE`);
}
