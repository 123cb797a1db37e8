import type { TRightsRequest } from '@halaqa/shared/schemas/account-management';
import { toPublicUser } from '../accounts/public-user';
import type { TenantContext } from '../context';
import { tenantDb } from '../tenant-db';
import { assertMayChangeRights, findManageableUser, type Actor } from './actor';

/**
 * POST /api/users/{id}/rights {newRole, rights?}: make a user an admin (with the rights given,
 * or keeping the ones they have) or a plain user again (rights and limits cleared).
 * POST /api/users/{id}/promote/ is `newRole: 'admin'` with no rights change.
 * Only the owner and admins with modify-admins may change roles; the owner's role never changes.
 * An admin gives and takes away only the rights they hold, and never modify-admins (issue #39):
 * demoting an admin who holds more than they do is the owner's.
 */
export async function changeRole(ctx: TenantContext, actor: Actor, userId: string, request: TRightsRequest) {
  const target = await findManageableUser(ctx, actor, userId, 'modify-admins');
  const role =
    request.newRole === 'admin'
      ? { ...target.role, role: 'admin' as const, rights: request.rights ?? target.role?.rights ?? [] }
      : { role: 'user' as const, rights: [], adminCourses: [], adminServices: [] };
  assertMayChangeRights(actor, target, role.rights);
  const updated = await tenantDb(ctx).update({ collection: 'users', id: target.id, data: { role } });
  return toPublicUser(updated);
}
