import { sql } from '@payloadcms/db-postgres';
import type { TenantContext } from '../context';
import { tenantDb } from '../tenant-db';

/**
 * PUT /api/users/notifications/read: marks all of the user's notifications read. One statement
 * rather than Payload's update: that validates and reads back every row it changes, and a row it
 * could not (no title, a time JavaScript cannot read) stayed unread forever, the rest with it.
 */
export async function markNotificationsRead(ctx: TenantContext, userId: string): Promise<void> {
  await tenantDb(ctx).execute(
    sql`UPDATE notifications SET read = true, updated_at = now() WHERE tenant_id = ${ctx.tenant.id} AND user_id = ${userId} AND read IS NOT TRUE`,
  );
}
