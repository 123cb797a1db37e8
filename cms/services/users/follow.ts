import type { Where } from 'payload';
import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import { translatorFor } from '@halaqa/shared/i18n/index';
import type { TenantContext } from '../context';
import { notify } from '../notifications/notify';
import { withTransaction } from '../transaction';
import { languageOfUser } from '../notifications/language-of-user';
import { findTenantUser, type Actor } from './actor';

/**
 * POST /api/users/{id}/follow and /unfollow. Following is idempotent; you cannot follow
 * yourself. A new follower is announced to the followed user in their own language.
 */
export async function setFollowing(ctx: TenantContext, actor: Actor, userId: string, following: boolean) {
  if (userId === actor.id) throw new AppError(AppErrorCode.VALIDATION, { messageKey: 'validation.followSelf', field: 'id' });
  const target = await findTenantUser(ctx, userId);
  const where: Where = { and: [{ tenant: { equals: ctx.tenant.id } }, { follower: { equals: actor.id } }, { followed: { equals: target.id } }] };
  // Explicitly filtered by tenant and the acting user.
  const { totalDocs } = await ctx.payload.count({ collection: 'follows', where, overrideAccess: true });
  if (following && totalDocs === 0) {
    // The follow and its notification commit together.
    await withTransaction(ctx.payload, async (req) => {
      await ctx.payload.create({
        collection: 'follows',
        data: { tenant: ctx.tenant.id, follower: actor.id, followed: target.id },
        overrideAccess: true,
        req,
      });
      const t = translatorFor(languageOfUser(target, ctx.tenant));
      await notify(
        ctx,
        [target.id],
        { title: t('notifications.newFollowerTitle'), message: t('notifications.newFollowerMessage', { name: actor.name }), link: `/users/${actor.id}/scores` },
        req,
      );
    });
  }
  if (!following && totalDocs > 0) await ctx.payload.delete({ collection: 'follows', where, overrideAccess: true });
  return { following };
}
