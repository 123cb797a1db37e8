import type { TenantContext } from '../context';
import { WITHOUT_SECRETS } from '../tenants/site-tenant';

/**
 * The site a job works for, with this process's Payload, as a request's context would have it;
 * null when the site no longer exists. Jobs carry a tenant id and read only within it.
 */
export async function jobTenantContext(tenantId: string): Promise<TenantContext | null> {
  // Imported when a job runs: the Payload config imports the modules that define jobs.
  const { payloadClient } = await import('../../payload-client');
  const payload = await payloadClient();
  const tenant = await payload.findByID({ collection: 'tenants', id: tenantId, depth: 0, select: WITHOUT_SECRETS, overrideAccess: true, disableErrors: true });
  return tenant ? { payload, tenant } : null;
}
