import { getAboutSettings } from '@halaqa/cms/services/settings/get-about-settings';
import { updateAboutSettings } from '@halaqa/cms/services/settings/update-about-settings';
import { ZAboutSettingsRequest } from '@halaqa/shared/schemas/settings';
import { endpoint, tenantContext } from '../../../server/endpoint';
import { requireSignedIn } from '../../../server/guards';
import { json, readJsonBody } from '../../../server/http';

/** GET /api/settings/about → the about settings group (public). */
export const GET = endpoint(async (context) => json(getAboutSettings(tenantContext(context))));

/** POST /api/settings/about {settings} → the group after the change (owner or modify-settings). */
export const POST = endpoint(async (context) => {
  const { actor } = requireSignedIn(context);
  const request = await readJsonBody(context.request, ZAboutSettingsRequest);
  return json(await updateAboutSettings(tenantContext(context), actor, request));
});
