import type { TClientErrorReport } from '@halaqa/shared/schemas/settings';
import type { TenantContext } from '../context';
import { tenantDb } from '../tenant-db';

/** POST /api/log-client-error: keeps a visitor's browser error for the owner to see in the admin. */
export async function recordClientError(ctx: TenantContext, report: TClientErrorReport, userId: string | null): Promise<void> {
  // No one may create these through access: only the platform writes them.
  await tenantDb(ctx).create({ collection: 'client-errors', data: { ...report, user: userId } });
}
