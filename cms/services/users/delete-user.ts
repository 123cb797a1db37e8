import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import { isOwner } from '@halaqa/shared/rights';
import type { TenantContext } from '../context';
import { verifyPassword } from '../passwords';
import { withTransaction } from '../transaction';
import { findManageableUser, findTenantUser, type Actor } from './actor';

/** Collections that hold a user's own records, removed with the account. */
const OWNED_BY_USER = ['sessions', 'auth-tokens', 'notifications'] as const;

/**
 * DELETE /api/users/{id}. Yourself: with your password (an owner cannot delete themselves; the
 * site would have no owner). Someone else: the owner or a user manager, never the owner.
 * The account, its sessions, tokens, notifications and follows go in one transaction.
 */
export async function deleteUser(ctx: TenantContext, actor: Actor, userId: string, password: string | undefined): Promise<void> {
  const target = userId === actor.id ? await checkSelfDeletion(ctx, actor, password) : await findManageableUser(ctx, actor, userId, 'manage-users');
  await withTransaction(ctx.payload, async (req) => {
    for (const collection of OWNED_BY_USER) {
      await ctx.payload.delete({
        collection,
        where: { and: [{ tenant: { equals: ctx.tenant.id } }, { user: { equals: target.id } }] },
        overrideAccess: true,
        req,
      });
    }
    await ctx.payload.delete({
      collection: 'follows',
      where: { and: [{ tenant: { equals: ctx.tenant.id } }, { or: [{ follower: { equals: target.id } }, { followed: { equals: target.id } }] }] },
      overrideAccess: true,
      req,
    });
    await ctx.payload.delete({ collection: 'users', id: target.id, overrideAccess: true, req });
  });
}

async function checkSelfDeletion(ctx: TenantContext, actor: Actor, password: string | undefined) {
  const self = await findTenantUser(ctx, actor.id);
  if (isOwner(self)) throw new AppError(AppErrorCode.OWNER_PROTECTED);
  if (!password || !(await verifyPassword(self.passwordHash, password))) throw new AppError(AppErrorCode.WRONG_PASSWORD);
  return self;
}
