import { setAdminAccess } from '@halaqa/cms/services/users/set-admin-access';
import { ZAdminAccessRequest } from '@halaqa/shared/schemas/account-management';
import { endpoint, tenantContext } from '../../../../server/endpoint';
import { idParam, requireSignedIn } from '../../../../server/guards';
import { json, readJsonBody } from '../../../../server/http';

/** PUT /api/users/{id}/admin-access {rights, adminCourses?, adminServices?} → 200 the user, an admin with exactly that access. */
export const PUT = endpoint(async (context) => {
  const { actor } = requireSignedIn(context);
  const request = await readJsonBody(context.request, ZAdminAccessRequest);
  return json(await setAdminAccess(tenantContext(context), actor, idParam(context), request));
});
