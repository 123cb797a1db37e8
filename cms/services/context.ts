import type { Payload } from 'payload';
import type { Tenant } from '../payload-types';

/** What every tenant-scoped use case receives: the Payload instance and the request's tenant. */
export interface TenantContext {
  payload: Payload;
  tenant: Tenant;
}

/** Relationship values arrive as an id (depth 0) or a document (depth ≥ 1). */
export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}
