import { setSuspended } from '@halaqa/cms/services/users/set-suspended';
import { endpoint, tenantContext } from '../../../../server/endpoint';
import { idParam, requireSignedIn } from '../../../../server/guards';
import { json } from '../../../../server/http';

/** POST /api/users/{id}/suspend → 200 true (owner or manage-users; never the owner). */
export const POST = endpoint(async (context) => {
  const { actor } = requireSignedIn(context);
  return json(await setSuspended(tenantContext(context), actor, idParam(context), true));
});
