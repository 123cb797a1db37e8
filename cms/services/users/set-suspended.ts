import type { TenantContext } from '../context';
import { endSessionsOfUser } from '../sessions/end-sessions-of-user';
import { tenantDb } from '../tenant-db';
import { transaction } from '../unit-of-work';
import { findManageableUser, type Actor } from './actor';

/** POST /api/users/{id}/suspend and /unsuspend. Suspension ends the user's sessions at once. */
export async function setSuspended(ctx: TenantContext, actor: Actor, userId: string, suspended: boolean): Promise<true> {
  const target = await findManageableUser(ctx, actor, userId, 'manage-users');
  await transaction(ctx, async (tx) => {
    await tenantDb(tx).update({ collection: 'users', id: target.id, data: { suspended } });
    if (suspended) await endSessionsOfUser(tx, target.id);
  });
  return true;
}
