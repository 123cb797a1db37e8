import type { TenantContext } from '../context';
import { endSessionsOfUser } from '../sessions/end-sessions-of-user';
import { tenantDb } from '../tenant-db';
import { withTransaction } from '../transaction';
import { findManageableUser, type Actor } from './actor';

/** POST /api/users/{id}/suspend and /unsuspend. Suspension ends the user's sessions at once. */
export async function setSuspended(ctx: TenantContext, actor: Actor, userId: string, suspended: boolean): Promise<true> {
  const target = await findManageableUser(ctx, actor, userId, 'manage-users');
  await withTransaction(ctx.payload, async (req) => {
    await tenantDb(ctx, req).update({ collection: 'users', id: target.id, data: { suspended } });
    if (suspended) await endSessionsOfUser(ctx, target.id, { req });
  });
  return true;
}
