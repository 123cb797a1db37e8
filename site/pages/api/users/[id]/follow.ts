import { setFollowing } from '@halaqa/cms/services/users/follow';
import { endpoint, tenantContext } from '../../../../server/endpoint';
import { idParam, requireSignedIn } from '../../../../server/guards';
import { json } from '../../../../server/http';

/** POST /api/users/{id}/follow → 200 { following }. */
export const POST = endpoint(async (context) => {
  const { actor } = requireSignedIn(context);
  return json(await setFollowing(tenantContext(context), actor, idParam(context), true));
});
