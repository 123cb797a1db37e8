import type { TGeneralSettingsRequest } from '@halaqa/shared/schemas/settings';
import { siteSettingsOf } from '../accounts/public-user';
import type { TenantContext } from '../context';
import type { Actor } from '../users/actor';
import { updateTenant } from './settings-write';

/** POST /api/settings/general: the site settings; only the fields sent change. */
export async function updateGeneralSettings(ctx: TenantContext, actor: Actor, { settings }: TGeneralSettingsRequest) {
  return siteSettingsOf(await updateTenant(ctx, actor, settings));
}
