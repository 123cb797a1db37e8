import { listSessions } from '@halaqa/cms/services/sessions/list-sessions';
import { endpoint, tenantContext } from '../../../../server/endpoint';
import { requireSignedIn } from '../../../../server/guards';
import { json } from '../../../../server/http';

/** GET /api/users/sessions → [{ id, createdAt, lastSeenAt, userAgent, ip, current }]. */
export const GET = endpoint(async (context) => {
  const { actor, sessionId } = requireSignedIn(context);
  return json(await listSessions(tenantContext(context), actor.id, sessionId));
});
