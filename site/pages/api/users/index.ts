import { listUsers } from '@halaqa/cms/services/users/list-users';
import { endpoint, tenantContext } from '../../../server/endpoint';
import { requireSignedIn } from '../../../server/guards';
import { json } from '../../../server/http';

/** GET /api/users → the site's users (owner, or an admin with manage-users). */
export const GET = endpoint(async (context) => {
  const { actor } = requireSignedIn(context);
  return json(await listUsers(tenantContext(context), actor));
});
