import type { Payload } from 'payload';
import type { SiteTenant } from './tenants/site-tenant';

/** What every tenant-scoped use case receives: the Payload instance and the request's tenant (without its secrets). */
export interface TenantContext {
  payload: Payload;
  tenant: SiteTenant;
}

/** Relationship values arrive as an id (depth 0) or a document (depth ≥ 1). */
export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}
