import { endOwnSession } from '@halaqa/cms/services/sessions/end-own-session';
import { endpoint, tenantContext } from '../../../../server/endpoint';
import { idParam, requireSignedIn } from '../../../../server/guards';
import { json } from '../../../../server/http';
import { clearSessionCookie } from '../../../../server/session-cookie';

/** DELETE /api/users/sessions/{id} → 200; someone else's session is not found (404). */
export const DELETE = endpoint(async (context) => {
  const { actor, sessionId } = requireSignedIn(context);
  const id = idParam(context);
  await endOwnSession(tenantContext(context), actor.id, id);
  if (id === sessionId) clearSessionCookie(context);
  return json({ ok: true });
});
