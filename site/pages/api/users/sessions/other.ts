import { endSessionsOfUser } from '@halaqa/cms/services/sessions/end-sessions-of-user';
import { endpoint, tenantContext } from '../../../../server/endpoint';
import { requireSignedIn } from '../../../../server/guards';
import { json } from '../../../../server/http';

/** DELETE /api/users/sessions/other → 200: signs out every other device, keeps this one. */
export const DELETE = endpoint(async (context) => {
  const { actor, sessionId } = requireSignedIn(context);
  await endSessionsOfUser(tenantContext(context), actor.id, { exceptSessionId: sessionId });
  return json({ ok: true });
});
