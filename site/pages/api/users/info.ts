import { siteSettingsOf, toPublicUser } from '@halaqa/cms/services/accounts/public-user';
import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import { endpoint } from '../../../server/endpoint';
import { json } from '../../../server/http';

/** GET /api/users/info → { user, siteSettings } for the signed-in user; 401 for a visitor. */
export const GET = endpoint(async ({ locals }) => {
  if (!locals.user) throw new AppError(AppErrorCode.NOT_SIGNED_IN);
  return json({ user: toPublicUser(locals.user), siteSettings: siteSettingsOf(locals.tenant) });
});
