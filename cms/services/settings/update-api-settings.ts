import { SECRET_MASK, type TApiSettingsRequest } from '@halaqa/shared/schemas/settings';
import type { TenantContext } from '../context';
import { forgetTenant } from '../tenants/find-tenant-by-host';
import { assertRight, type Actor } from '../users/actor';
import { readApiSettings } from './api-settings-view';

/** POST /api/settings/api {settings}: changes the fields sent; the mask keeps the stored secret. */
export async function updateApiSettings(ctx: TenantContext, actor: Actor, { settings }: TApiSettingsRequest) {
  assertRight(actor, 'modify-settings');
  const keepSecret = settings.googleClientSecret === undefined || settings.googleClientSecret === SECRET_MASK;
  await ctx.payload.update({
    collection: 'tenants',
    id: ctx.tenant.id,
    data: {
      ...(settings.googleClientId === undefined ? {} : { googleClientId: settings.googleClientId }),
      ...(keepSecret ? {} : { googleClientSecret: settings.googleClientSecret }),
    },
    depth: 0,
    // The request's own tenant, after the right was checked above.
    overrideAccess: true,
  });
  forgetTenant(ctx.tenant);
  return readApiSettings(ctx);
}
