import type { TUpdateUserRequest } from '@halaqa/shared/schemas/account-management';
import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import { isOwner } from '@halaqa/shared/rights';
import { toPublicUser } from '../accounts/public-user';
import type { TenantContext } from '../context';
import { tenantDb } from '../tenant-db';
import { assertRight, findTenantUser, type Actor } from './actor';

/** PUT /api/users/{id}: an owner or user manager edits a user's profile and teacher flag. */
export async function updateUser(ctx: TenantContext, actor: Actor, userId: string, change: TUpdateUserRequest) {
  assertRight(actor, 'manage-users');
  const target = await findTenantUser(ctx, userId);
  if (isOwner(target) && target.id !== actor.id) throw new AppError(AppErrorCode.OWNER_PROTECTED);
  const updated = await tenantDb(ctx).update({ collection: 'users', id: target.id, data: change });
  return toPublicUser(updated);
}
