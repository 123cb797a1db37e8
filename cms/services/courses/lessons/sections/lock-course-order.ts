import { sql } from '@payloadcms/db-postgres';
import type { PayloadRequest } from 'payload';
import type { TenantContext } from '../../../context';
import { tenantDb } from '../../../tenant-db';

/**
 * Takes the course row's lock for the rest of the caller's transaction, so writes of a course's
 * order (saving it, publishing it) follow one another: two managers saving at once get one order
 * or the other, never a mix of both, and never a deadlock over the rows they both write. NO KEY
 * UPDATE leaves adding a lesson (whose foreign key only shares the row) free meanwhile.
 */
export async function lockCourseOrder(ctx: TenantContext, courseId: string, req: PayloadRequest): Promise<void> {
  await tenantDb(ctx, req).execute(sql`SELECT 1 FROM courses WHERE id = ${courseId} AND tenant_id = ${ctx.tenant.id} FOR NO KEY UPDATE`);
}
