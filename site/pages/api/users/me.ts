import { updateMe } from '@halaqa/cms/services/users/update-me';
import { ZUpdateMeRequest } from '@halaqa/shared/schemas/account-management';
import { endpoint, tenantContext } from '../../../server/endpoint';
import { requireSignedIn } from '../../../server/guards';
import { json, readJsonBody } from '../../../server/http';

/** PUT /api/users/me {field: value} → 200 the updated user. Only own editable fields. */
export const PUT = endpoint(async (context) => {
  const { actor } = requireSignedIn(context);
  const change = await readJsonBody(context.request, ZUpdateMeRequest);
  return json(await updateMe(tenantContext(context), actor, change));
});
