import type { Payload, PayloadRequest } from 'payload';
import type { SiteTenant } from './tenants/site-tenant';

/**
 * What scoping by site needs: the Payload instance and the site's id, nothing else of it. Code
 * that only reads and writes a site's rows (the data accessor, invoices, plan limits) takes this,
 * so a collection hook or the renewal pass, which know a site by its id, need not read the site.
 */
export interface TenantScope {
  payload: Payload;
  tenant: Pick<SiteTenant, 'id'>;
  /**
   * The unit of work the context is inside, when it is (unit-of-work.ts, `transaction`): the
   * data accessor made from this context runs on it, so nothing needs to pass `req` by hand.
   */
  readonly req?: PayloadRequest;
}

/** What every tenant-scoped use case receives: the Payload instance and the request's tenant (without its secrets). */
export interface TenantContext extends TenantScope {
  tenant: SiteTenant;
}

/** Relationship values arrive as an id (depth 0) or a document (depth ≥ 1). */
export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}
