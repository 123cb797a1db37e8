import { assign } from '@halaqa/cms/services/users/assign-teaching';
import { ZAssignServicesRequest } from '@halaqa/shared/schemas/account-management';
import { endpoint, tenantContext } from '../../../../server/endpoint';
import { idParam, requireSignedIn } from '../../../../server/guards';
import { json, readJsonBody } from '../../../../server/http';

/** POST /api/users/{id}/services {services} → 200 [{ id }]: what the teacher or limited admin looks after. */
export const POST = endpoint(async (context) => {
  const { actor } = requireSignedIn(context);
  const { services } = await readJsonBody(context.request, ZAssignServicesRequest);
  return json(await assign(tenantContext(context), actor, idParam(context), 'services', services));
});
