import { parseCookies, type AuthStrategy } from 'payload';
import { normaliseTenantHost, TENANT_HOST_HEADER } from '@halaqa/shared/tenant-host';
import { cmsEnv } from '../env';
import { validateSessionToken } from '../services/sessions/validate-session-token';
import { findTenantByHost } from '../services/tenants/find-tenant-by-host';
import { SESSION_COOKIE } from './session-cookie';

/**
 * Lets the editors' admin (and Payload's REST API) recognise a user signed in on the site: it
 * reads the same `session` cookie and accepts it only on the tenant the session belongs to.
 * A request whose Origin is not this very server (scheme, host and port, as the site's own check
 * compares them) gets no user, which is the admin's CSRF defence; so does one whose tenant header
 * names another site than its Host.
 */
export const sessionStrategy: AuthStrategy = {
  name: 'halaqa-session',
  authenticate: async ({ payload, headers }) => {
    const token = parseCookies(headers).get(SESSION_COOKIE);
    if (!token) return { user: null };

    const hostHeader = headers.get('host');
    const tenantHeader = headers.get(TENANT_HOST_HEADER);
    const host = normaliseTenantHost(tenantHeader ?? hostHeader);
    if (!host || (tenantHeader && hostHeader && normaliseTenantHost(hostHeader) !== host)) return { user: null };
    const origin = headers.get('origin');
    if (origin && !isThisServer(origin, hostHeader)) return { user: null };

    const tenant = await findTenantByHost(payload, host);
    if (!tenant) return { user: null };

    const validated = await validateSessionToken({ payload, tenant }, token);
    if (!validated) return { user: null };

    return {
      user: {
        ...validated.user,
        collection: 'users',
        _strategy: 'halaqa-session',
        tenants: [{ tenant: tenant.id }],
      },
    };
  },
};

/** Whether an Origin names the server the request was sent to: the platform's scheme, the same host and port. */
function isThisServer(origin: string, hostHeader: string | null): boolean {
  try {
    const url = new URL(origin);
    return Boolean(hostHeader) && url.protocol === `${cmsEnv().PUBLIC_SITE_PROTOCOL}:` && url.host === hostHeader!.toLowerCase();
  } catch {
    return false;
  }
}
