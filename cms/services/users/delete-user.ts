import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import { isOwner } from '@halaqa/shared/rights';
import type { TenantContext } from '../context';
import { assertNothingOwed } from '../earnings/assert-nothing-owed';
import { fileStore } from '../files/file-store';
import { verifyPassword } from '../passwords';
import { tenantDb } from '../tenant-db';
import { transaction } from '../unit-of-work';
import { findManageableUser, findTenantUser, type Actor } from './actor';

/**
 * DELETE /api/users/{id}. Yourself: with your password (an owner cannot delete themselves; the
 * site would have no owner). Someone else: the owner or a user manager, never the owner.
 *
 * What goes and what stays is in the schema (migration 20261123_205337_account_deletion):
 * deleting the user row takes every personal row with it (ON DELETE CASCADE: sessions, tokens,
 * notifications, follows both ways, registrations, favourites, progress, quiz attempts and their
 * answers, submissions, likes, ratings), while posts (comments, forum topics and replies,
 * announcements) and issued certificates stay with no user (ON DELETE SET NULL) and show
 * "Deleted user". The holder's name on a certificate and the account's private files (its
 * submitted work) are removed here, in the same transaction; public files stay where courses use
 * them. The private files' bytes are removed once the transaction has committed.
 *
 * Financial records outlive the account (migration 20261202_170545): orders, earnings and
 * payouts keep its name and email and lose the link; its payout method goes with it. An account
 * the platform still owes earnings to is refused until they are paid out (409).
 */
export async function deleteUser(ctx: TenantContext, actor: Actor, userId: string, password: string | undefined): Promise<void> {
  const target = userId === actor.id ? await checkSelfDeletion(ctx, actor, password) : await findManageableUser(ctx, actor, userId, 'manage-users');
  const removedFiles = await transaction(ctx, async (tx) => {
    await assertNothingOwed(tx, target.id);
    const db = tenantDb(tx);
    await db.update({ collection: 'certificates', where: { user: { equals: target.id } }, data: { userName: null } });
    const { docs } = await db.delete({ collection: 'files', where: { and: [{ owner: { equals: target.id } }, { visibility: { equals: 'private' } }] } });
    await db.delete({ collection: 'users', id: target.id });
    return docs.map((file) => file.key);
  });
  const store = fileStore();
  // Bytes without a record can be neither served nor found; a failure here leaves only garbage.
  await Promise.all(removedFiles.map((key) => store.delete(ctx.tenant.id, key).catch(() => {})));
}

async function checkSelfDeletion(ctx: TenantContext, actor: Actor, password: string | undefined) {
  const self = await findTenantUser(ctx, actor.id);
  if (isOwner(self)) throw new AppError(AppErrorCode.OWNER_PROTECTED);
  if (!password || !(await verifyPassword(self.passwordHash, password))) throw new AppError(AppErrorCode.WRONG_PASSWORD);
  return self;
}
