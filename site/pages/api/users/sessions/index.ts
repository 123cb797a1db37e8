import { listSessions } from '@halaqa/cms/services/sessions/list-sessions';
import { endpoint, tenantContext } from '../../../../server/endpoint';
import { requireSignedIn } from '../../../../server/guards';
import { json } from '../../../../server/http';
import { sessionDeviceOf } from '../../../../server/session-device';

/** GET /api/users/sessions → [{ id, createdAt, lastSeenAt, userAgent, ip, current, browser, os }]. */
export const GET = endpoint(async (context) => {
  const { actor, sessionId } = requireSignedIn(context);
  const sessions = await listSessions(tenantContext(context), actor.id, sessionId);
  return json(sessions.map((session) => ({ ...session, ...sessionDeviceOf(session.userAgent) })));
});
