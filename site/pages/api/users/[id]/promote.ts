import { changeRole } from '@halaqa/cms/services/users/change-role';
import { endpoint, tenantContext } from '../../../../server/endpoint';
import { idParam, requireSignedIn } from '../../../../server/guards';
import { json } from '../../../../server/http';

/** POST /api/users/{id}/promote/ → 200 the user, now an admin with the rights they had. */
export const POST = endpoint(async (context) => {
  const { actor } = requireSignedIn(context);
  return json(await changeRole(tenantContext(context), actor, idParam(context), { newRole: 'admin' }));
});
