import { updateGeneralSettings } from '@halaqa/cms/services/settings/update-general-settings';
import { ZGeneralSettingsRequest } from '@halaqa/shared/schemas/settings';
import { endpoint, tenantContext } from '../../../server/endpoint';
import { requireSignedIn } from '../../../server/guards';
import { json, readJsonBody } from '../../../server/http';

/** POST /api/settings/general {settings} → the site settings after the change (owner or modify-settings). */
export const POST = endpoint(async (context) => {
  const { actor } = requireSignedIn(context);
  const request = await readJsonBody(context.request, ZGeneralSettingsRequest);
  return json(await updateGeneralSettings(tenantContext(context), actor, request));
});
