import { getApiSettings } from '@halaqa/cms/services/settings/get-api-settings';
import { updateApiSettings } from '@halaqa/cms/services/settings/update-api-settings';
import { ZApiSettingsRequest } from '@halaqa/shared/schemas/settings';
import { endpoint, tenantContext } from '../../../server/endpoint';
import { requireSignedIn } from '../../../server/guards';
import { json, readJsonBody } from '../../../server/http';

/** GET /api/settings/api → { googleClientId, googleClientSecret (masked) } (owner or modify-settings). */
export const GET = endpoint(async (context) => {
  const { actor } = requireSignedIn(context);
  return json(await getApiSettings(tenantContext(context), actor));
});

/** POST /api/settings/api {settings: {googleClientId?, googleClientSecret?}} → the settings, masked. */
export const POST = endpoint(async (context) => {
  const { actor } = requireSignedIn(context);
  const request = await readJsonBody(context.request, ZApiSettingsRequest);
  return json(await updateApiSettings(tenantContext(context), actor, request));
});
