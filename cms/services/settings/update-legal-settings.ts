import type { TLegalSettingsRequest } from '@halaqa/shared/schemas/settings';
import { sanitizeRichText } from '../content/sanitize-rich-text';
import type { TenantContext } from '../context';
import type { Actor } from '../users/actor';
import { legalOf } from './settings-views';
import { updateTenant } from './settings-write';

/** POST /api/settings/legal: both documents are sanitised HTML. */
export async function updateLegalSettings(ctx: TenantContext, actor: Actor, { settings }: TLegalSettingsRequest) {
  const legal = { ...legalOf(ctx.tenant) };
  if (settings.termsOfService !== undefined) legal.termsOfService = sanitizeRichText(settings.termsOfService);
  if (settings.privacyPolicy !== undefined) legal.privacyPolicy = sanitizeRichText(settings.privacyPolicy);
  return legalOf(await updateTenant(ctx, actor, { legal }));
}
