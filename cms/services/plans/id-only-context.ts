import type { Payload } from 'payload';
import type { SiteTenant } from '../tenants/site-tenant';
import type { TenantContext } from '../context';

/**
 * A context for a site known only by its id, where plans/ is called without a request's context:
 * collection hooks (the document names its tenant), the renewal pass, the operator's plan change
 * and a payment recorded for the site its order names. tenantDb uses nothing of the tenant but
 * its id, so the tenant is not read from the database for it. Nothing else of the tenant (its
 * name, language, plan) is there: pass such a context only to code that scopes by the tenant,
 * never to code that shows the tenant's fields or decides by them.
 */
export function idOnlyContext(payload: Payload, tenantId: string): TenantContext {
  return { payload, tenant: { id: tenantId } as SiteTenant };
}
