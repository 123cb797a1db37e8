import { invalidateSession } from '@halaqa/cms/services/sessions/invalidate-session';
import { endpoint, tenantContext } from '../../../server/endpoint';
import { json } from '../../../server/http';
import { clearSessionCookie, sessionTokenOf } from '../../../server/session-cookie';

/** POST /api/users/logout: ends this session (if any) and clears the cookie; always 200. */
export const POST = endpoint(async (context) => {
  const token = sessionTokenOf(context);
  if (token) await invalidateSession(tenantContext(context), token);
  clearSessionCookie(context);
  return json({ ok: true });
});
