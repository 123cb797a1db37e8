import { parseCookies, type AuthStrategy } from 'payload';
import { normaliseTenantHost } from '@halaqa/shared/tenant-host';
import { validateSessionToken } from '../services/sessions/validate-session-token';
import { findTenantByHost } from '../services/tenants/find-tenant-by-host';
import { SESSION_COOKIE, TENANT_HOST_HEADER } from './session-cookie';

/**
 * Lets the editors' admin (and Payload's REST API) recognise a user signed in on the site: it
 * reads the same `session` cookie and accepts it only on the tenant the session belongs to.
 * A request whose Origin is another host gets no user, which is the admin's CSRF defence.
 */
export const sessionStrategy: AuthStrategy = {
  name: 'halaqa-session',
  authenticate: async ({ payload, headers }) => {
    const token = parseCookies(headers).get(SESSION_COOKIE);
    if (!token) return { user: null };

    const host = normaliseTenantHost(headers.get(TENANT_HOST_HEADER) ?? headers.get('host'));
    const origin = headers.get('origin');
    if (!host || (origin && normaliseTenantHost(origin) !== host)) return { user: null };

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
