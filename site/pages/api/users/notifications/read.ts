import { markNotificationsRead } from '@halaqa/cms/services/notifications/mark-notifications-read';
import { endpoint, tenantContext } from '../../../../server/endpoint';
import { requireSignedIn } from '../../../../server/guards';
import { json } from '../../../../server/http';

/** PUT /api/users/notifications/read → 200 true: every notification of the user is read. */
export const PUT = endpoint(async (context) => {
  const { actor } = requireSignedIn(context);
  await markNotificationsRead(tenantContext(context), actor.id);
  return json(true);
});
