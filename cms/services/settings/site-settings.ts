import type { TAboutSettingsRequest, TGeneralSettingsRequest, TLegalSettingsRequest } from '@halaqa/shared/schemas/settings';
import type { Tenant } from '../../payload-types';
import { siteSettingsOf } from '../accounts/public-user';
import { sanitizeRichText } from '../content/sanitize-rich-text';
import type { TenantContext } from '../context';
import { assertPublicSiteFiles } from '../files/assert-public-site-files';
import { forgetTenant } from '../tenants/find-tenant-by-host';
import { assertRight, type Actor } from '../users/actor';

/** The settings that name a picture, by the field a refusal names under `settings`. */
const picturesOf = (tenant: Partial<Tenant>) => ({ siteLogo: tenant.siteLogo, homeBackground: tenant.homeBackground, image: tenant.about?.image });

/** Writes the request's own tenant after the actor's modify-settings right and the pictures named were checked. */
async function updateTenant(ctx: TenantContext, actor: Actor, data: Partial<Tenant>): Promise<Tenant> {
  assertRight(actor, 'modify-settings');
  await assertPublicSiteFiles(ctx, picturesOf(data), picturesOf(ctx.tenant));
  const updated = await ctx.payload.update({ collection: 'tenants', id: ctx.tenant.id, data, depth: 0, overrideAccess: true });
  forgetTenant(ctx.tenant);
  return updated;
}

/** POST /api/settings/general: the site settings; only the fields sent change. */
export async function updateGeneralSettings(ctx: TenantContext, actor: Actor, { settings }: TGeneralSettingsRequest) {
  return siteSettingsOf(await updateTenant(ctx, actor, settings));
}

const aboutOf = (tenant: Tenant) => ({ title: tenant.about?.title ?? '', content: tenant.about?.content ?? '', image: tenant.about?.image ?? '' });
const legalOf = (tenant: Tenant) => ({ termsOfService: tenant.legal?.termsOfService ?? '', privacyPolicy: tenant.legal?.privacyPolicy ?? '' });

/** GET /api/settings/about: public, the about page shows it. */
export const getAboutSettings = (ctx: TenantContext) => aboutOf(ctx.tenant);

/** POST /api/settings/about: the content is sanitised HTML. */
export async function updateAboutSettings(ctx: TenantContext, actor: Actor, { settings }: TAboutSettingsRequest) {
  const about = { ...aboutOf(ctx.tenant), ...settings };
  if (settings.content !== undefined) about.content = sanitizeRichText(settings.content);
  return aboutOf(await updateTenant(ctx, actor, { about }));
}

/** GET /api/settings/legal: public, visitors read it at sign-up. */
export const getLegalSettings = (ctx: TenantContext) => legalOf(ctx.tenant);

/** POST /api/settings/legal: both documents are sanitised HTML. */
export async function updateLegalSettings(ctx: TenantContext, actor: Actor, { settings }: TLegalSettingsRequest) {
  const legal = { ...legalOf(ctx.tenant) };
  if (settings.termsOfService !== undefined) legal.termsOfService = sanitizeRichText(settings.termsOfService);
  if (settings.privacyPolicy !== undefined) legal.privacyPolicy = sanitizeRichText(settings.privacyPolicy);
  return legalOf(await updateTenant(ctx, actor, { legal }));
}
