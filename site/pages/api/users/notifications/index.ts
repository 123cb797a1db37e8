import { listNotifications } from '@halaqa/cms/services/notifications/list-notifications';
import { endpoint, tenantContext } from '../../../../server/endpoint';
import { requireSignedIn } from '../../../../server/guards';
import { json } from '../../../../server/http';

/** GET /api/users/notifications → the user's notifications, newest first. */
export const GET = endpoint(async (context) => {
  const { actor } = requireSignedIn(context);
  return json(await listNotifications(tenantContext(context), actor.id));
});
