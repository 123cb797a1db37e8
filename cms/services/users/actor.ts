import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import { refusedRightChanges, rightChangeRefusal } from '@halaqa/shared/right-changes';
import { hasRight, isOwner, type Right } from '@halaqa/shared/rights';
import type { User } from '../../payload-types';
import type { TenantContext } from '../context';
import { findInTenant } from '../find-in-tenant';

/** The signed-in user acting (as validateSessionToken gives it), without the password hash. */
export type Actor = Omit<User, 'passwordHash'>;

export function assertRight(actor: Actor, right: Right): void {
  if (!hasRight(actor, right)) throw new AppError(AppErrorCode.FORBIDDEN);
}

/**
 * A user of the request's tenant by id. Another tenant's user is "not found", exactly like an
 * id that does not exist, so ids of other sites cannot even be confirmed.
 */
export function findTenantUser(ctx: TenantContext, id: string): Promise<User> {
  return findInTenant(ctx, 'users', [{ id: { equals: id } }]);
}

/**
 * The target of an administrative action (suspend, role change, deletion by an admin): another
 * user of this tenant who is not the owner. Nobody acts this way on the owner or on themselves
 * (no one grants themselves rights), and acting on an admin takes the modify-admins right too.
 */
export async function findManageableUser(ctx: TenantContext, actor: Actor, id: string, right: Right): Promise<User> {
  assertRight(actor, right);
  const target = await findTenantUser(ctx, id);
  if (isOwner(target)) throw new AppError(AppErrorCode.OWNER_PROTECTED);
  if (target.id === actor.id) throw new AppError(AppErrorCode.FORBIDDEN);
  if (target.role?.role === 'admin') assertRight(actor, 'modify-admins');
  return target;
}

/**
 * Refuses (403, naming the first right refused) turning `target`'s rights into `rights` when that
 * gives or takes away a right the actor may not change (shared/right-changes): an admin changes
 * only the rights they hold, and modify-admins is the owner's alone.
 */
export function assertMayChangeRights(actor: Actor, target: User, rights: readonly string[]): void {
  const [refused] = refusedRightChanges(actor, target.role?.rights ?? [], rights);
  if (refused) throw rightChangeRefusal(refused);
}
