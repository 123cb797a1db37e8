import type { TCountedFeature } from '@halaqa/shared/plans';
import { sql } from '@payloadcms/db-postgres';
import type { TenantScope } from '../context';
import { tenantDb } from '../tenant-db';

/** How each counted feature is counted for one site. */
const USAGE: Record<TCountedFeature, (tenantId: string) => ReturnType<typeof sql>> = {
  // Courses and services together; services arrive with their own issue and join this count.
  projects: (tenantId) => sql`SELECT count(*)::bigint AS usage FROM courses WHERE tenant_id = ${tenantId}`,
  // The owner is the first admin account: a free site has its owner and no other admin.
  admin_accounts: (tenantId) => sql`SELECT count(*)::bigint AS usage FROM users WHERE tenant_id = ${tenantId} AND role_role IN ('owner', 'admin')`,
  users: (tenantId) => sql`SELECT count(*)::bigint AS usage FROM users WHERE tenant_id = ${tenantId}`,
  storage: (tenantId) => sql`SELECT coalesce(sum(size), 0)::bigint AS usage FROM files WHERE tenant_id = ${tenantId}`,
};

/** How much of a counted feature a site uses now (on the context's transaction when it has one). */
export async function usageOf(ctx: TenantScope, feature: TCountedFeature): Promise<number> {
  const { rows } = await tenantDb(ctx).execute(USAGE[feature](ctx.tenant.id));
  return Number((rows[0] as { usage: string | number }).usage);
}
