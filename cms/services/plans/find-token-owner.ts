import { sql } from '@payloadcms/db-postgres';
import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import type { TenantContext } from '../context';
import { languageOfUser } from '../notifications/language-of-user';
import { tenantDb } from '../tenant-db';
import { hashToken } from '../tokens/random-token';
import type { SiteOwner } from './site-owner';

/**
 * The site's owner, proven by the bearer token of the subscription calls (platform-core §7): the
 * token `POST /api/users/generate-token` gave them. It must be this site's, unexpired (10 minutes)
 * and not yet spent on a password change; it may be used for several subscription calls within
 * its life (the subscription page makes a few). A token of anyone but the owner — an admin's, a
 * former owner's — is refused, as is a suspended owner's. Decided in one query.
 */
export async function ownerOfToken(ctx: TenantContext, plainToken: string | null | undefined): Promise<SiteOwner> {
  if (!plainToken || plainToken.length > 200) throw new AppError(AppErrorCode.INVALID_TOKEN);
  const { rows } = await tenantDb(ctx).execute(sql`
    SELECT u.id, u.name, u.email, u.settings, u.role_role AS role, u.suspended
    FROM auth_tokens t JOIN users u ON u.id = t.user_id AND u.tenant_id = t.tenant_id
    WHERE t.tenant_id = ${ctx.tenant.id} AND t.token_hash = ${hashToken(plainToken)} AND t.purpose = 'set-password'
      AND t.expires_at > now() AND t.used_at IS NULL`);
  const user = rows[0] as { id: string; name: string; email: string; settings: string | null; role: string | null; suspended: boolean | null } | undefined;
  if (!user) throw new AppError(AppErrorCode.INVALID_TOKEN);
  if (user.role !== 'owner' || user.suspended) throw new AppError(AppErrorCode.FORBIDDEN);
  return { id: user.id, name: user.name, email: user.email, language: languageOfUser(user, ctx.tenant) };
}
