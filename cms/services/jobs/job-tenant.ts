import type { Payload } from 'payload';
import type { TenantContext } from '../context';
import { WITHOUT_SECRETS } from '../tenants/site-tenant';

/**
 * The site a job works for, with the Payload its handler was given, as a request's context would
 * have it; null when the site no longer exists. Jobs carry a tenant id and read only within it.
 */
export async function jobTenantContext(payload: Payload, tenantId: string): Promise<TenantContext | null> {
  const tenant = await payload.findByID({ collection: 'tenants', id: tenantId, depth: 0, select: WITHOUT_SECRETS, overrideAccess: true, disableErrors: true });
  return tenant ? { payload, tenant } : null;
}
