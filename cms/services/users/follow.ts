import type { Where } from 'payload';
import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import { translatorFor } from '@halaqa/shared/i18n/index';
import type { TenantContext } from '../context';
import { notify } from '../notifications/notify';
import { tenantDb } from '../tenant-db';
import { transaction } from '../unit-of-work';
import { languageOfUser } from '../notifications/language-of-user';
import { findTenantUser, type Actor } from './actor';

/**
 * POST /api/users/{id}/follow and /unfollow. Following is idempotent; you cannot follow
 * yourself. A new follower is announced to the followed user in their own language.
 */
export async function setFollowing(ctx: TenantContext, actor: Actor, userId: string, following: boolean) {
  if (userId === actor.id) throw new AppError(AppErrorCode.VALIDATION, { messageKey: 'validation.followSelf', field: 'id' });
  const target = await findTenantUser(ctx, userId);
  const where: Where = { and: [{ follower: { equals: actor.id } }, { followed: { equals: target.id } }] };
  const existing = await tenantDb(ctx).count({ collection: 'follows', where });
  if (following && existing === 0) {
    // The follow and its notification commit together.
    await transaction(ctx, async (tx) => {
      await tenantDb(tx).create({ collection: 'follows', data: { follower: actor.id, followed: target.id } });
      const t = translatorFor(languageOfUser(target, tx.tenant));
      await notify(tx, [target.id], { title: t('notifications.newFollowerTitle'), message: t('notifications.newFollowerMessage', { name: actor.name }), link: `/users/${actor.id}/scores` });
    });
  }
  if (!following && existing > 0) await tenantDb(ctx).delete({ collection: 'follows', where });
  return { following };
}
