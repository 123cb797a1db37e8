import type { PayloadRequest } from 'payload';
import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import type { TenantContext } from '../context';
import { tenantDb } from '../tenant-db';

/**
 * Ends sessions of one user on the request's tenant. Used on sign-out elsewhere, password
 * change (all but the current one), suspension and deletion (all of them).
 */
export async function endSessionsOfUser(ctx: TenantContext, userId: string, options: { exceptSessionId?: string; req?: PayloadRequest } = {}): Promise<void> {
  await tenantDb(ctx, options.req).delete({
    collection: 'sessions',
    where: { and: [{ user: { equals: userId } }, ...(options.exceptSessionId ? [{ id: { not_equals: options.exceptSessionId } }] : [])] },
  });
}

/** DELETE /api/users/sessions/{id}: only one of your own sessions; anything else is not found. */
export async function endOwnSession(ctx: TenantContext, userId: string, sessionId: string): Promise<void> {
  const { docs } = await tenantDb(ctx).delete({ collection: 'sessions', where: { and: [{ id: { equals: sessionId } }, { user: { equals: userId } }] } });
  if (docs.length === 0) throw new AppError(AppErrorCode.NOT_FOUND);
}
