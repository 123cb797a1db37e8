import { changeRole } from '@halaqa/cms/services/users/change-role';
import { ZRightsRequest } from '@halaqa/shared/schemas/account-management';
import { endpoint, tenantContext } from '../../../../server/endpoint';
import { idParam, requireSignedIn } from '../../../../server/guards';
import { json, readJsonBody } from '../../../../server/http';

/** POST /api/users/{id}/rights {newRole, rights?} → 200 the user (owner or modify-admins). */
export const POST = endpoint(async (context) => {
  const { actor } = requireSignedIn(context);
  const request = await readJsonBody(context.request, ZRightsRequest);
  return json(await changeRole(tenantContext(context), actor, idParam(context), request));
});
