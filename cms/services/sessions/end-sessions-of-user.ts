import type { TenantContext } from '../context';
import { tenantDb } from '../tenant-db';

/**
 * Ends sessions of one user on the request's tenant. Used on sign-out elsewhere, password
 * change (all but the current one), suspension and deletion (all of them); inside their unit of
 * work when the context has one.
 */
export async function endSessionsOfUser(ctx: TenantContext, userId: string, options: { exceptSessionId?: string } = {}): Promise<void> {
  await tenantDb(ctx).delete({
    collection: 'sessions',
    where: { and: [{ user: { equals: userId } }, ...(options.exceptSessionId ? [{ id: { not_equals: options.exceptSessionId } }] : [])] },
  });
}
