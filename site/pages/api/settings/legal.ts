import { getLegalSettings } from '@halaqa/cms/services/settings/get-legal-settings';
import { updateLegalSettings } from '@halaqa/cms/services/settings/update-legal-settings';
import { ZLegalSettingsRequest } from '@halaqa/shared/schemas/settings';
import { endpoint, tenantContext } from '../../../server/endpoint';
import { requireSignedIn } from '../../../server/guards';
import { json, readJsonBody } from '../../../server/http';

/** GET /api/settings/legal → the legal settings group (public). */
export const GET = endpoint(async (context) => json(getLegalSettings(tenantContext(context))));

/** POST /api/settings/legal {settings} → the group after the change (owner or modify-settings). */
export const POST = endpoint(async (context) => {
  const { actor } = requireSignedIn(context);
  const request = await readJsonBody(context.request, ZLegalSettingsRequest);
  return json(await updateLegalSettings(tenantContext(context), actor, request));
});
