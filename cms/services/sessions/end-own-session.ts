import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import type { TenantContext } from '../context';
import { tenantDb } from '../tenant-db';

/** DELETE /api/users/sessions/{id}: only one of your own sessions; anything else is not found. */
export async function endOwnSession(ctx: TenantContext, userId: string, sessionId: string): Promise<void> {
  const { docs } = await tenantDb(ctx).delete({ collection: 'sessions', where: { and: [{ id: { equals: sessionId } }, { user: { equals: userId } }] } });
  if (docs.length === 0) throw new AppError(AppErrorCode.NOT_FOUND);
}
