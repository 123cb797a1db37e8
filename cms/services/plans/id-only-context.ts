import type { Payload } from 'payload';
import type { TenantScope } from '../context';

/**
 * The scope of a site known only by its id, where plans/ is called without a request's context:
 * collection hooks (the document names its tenant), the renewal pass, the operator's plan change
 * and a payment recorded for the site its order names. The type says what it holds: the id, so
 * code that shows the tenant's fields or decides by them (its name, language, plan) cannot take it.
 */
export function idOnlyContext(payload: Payload, tenantId: string): TenantScope {
  return { payload, tenant: { id: tenantId } };
}
