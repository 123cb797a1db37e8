import { parseCookies, type CollectionAfterLogoutHook } from 'payload';
import { SESSION_COOKIE } from '../auth/session-cookie';
import { idOf } from '../services/context';
import { invalidateSession } from '../services/sessions/invalidate-session';

/**
 * The admin's "Log out" ends the one session the admin and the site share (Payload's own logout
 * knows nothing of it with the local strategy off), so leaving the admin signs out of the site.
 */
export const endSiteSessionOnLogout: CollectionAfterLogoutHook = async ({ req }) => {
  const token = parseCookies(req.headers).get(SESSION_COOKIE);
  const tenantId = idOf((req.user as { tenant?: string } | null)?.tenant);
  if (!token || !tenantId) return;
  // The signed-in user's own tenant, read to scope the session lookup to it.
  const tenant = await req.payload.findByID({ collection: 'tenants', id: tenantId, depth: 0, overrideAccess: true });
  await invalidateSession({ payload: req.payload, tenant }, token);
};
