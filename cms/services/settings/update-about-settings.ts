import type { TAboutSettingsRequest } from '@halaqa/shared/schemas/settings';
import { sanitizeRichText } from '../content/sanitize-rich-text';
import type { TenantContext } from '../context';
import type { Actor } from '../users/actor';
import { aboutOf } from './settings-views';
import { updateTenant } from './settings-write';

/** POST /api/settings/about: the content is sanitised HTML. */
export async function updateAboutSettings(ctx: TenantContext, actor: Actor, { settings }: TAboutSettingsRequest) {
  const about = { ...aboutOf(ctx.tenant), ...settings };
  if (settings.content !== undefined) about.content = sanitizeRichText(settings.content);
  return aboutOf(await updateTenant(ctx, actor, { about }));
}
