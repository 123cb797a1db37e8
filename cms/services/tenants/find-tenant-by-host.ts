import type { Payload } from 'payload';
import type { Tenant } from '../../payload-types';
import { WITHOUT_SECRETS, type SiteTenant } from './site-tenant';

/**
 * Every request looks its tenant up by host, so found tenants are kept for a few seconds.
 * Misses are not cached: a tenant created a moment ago must answer at once.
 */
const CACHE_MS = 5_000;
const cache = new Map<string, { tenant: SiteTenant; at: number }>();
/** Counts forgetTenant calls, so a lookup that overlapped one does not cache what it read before. */
let forgotten = 0;

/** `host` is already normalised (lowercase, no port): see shared/tenant-host. Without its secrets (site-tenant.ts). */
export async function findTenantByHost(payload: Payload, host: string): Promise<SiteTenant | null> {
  const hit = cache.get(host);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.tenant;
  const forgottenBefore = forgotten;

  const { docs } = await payload.find({
    collection: 'tenants',
    where: { 'domains.domain': { equals: host } },
    depth: 0,
    limit: 1,
    pagination: false,
    select: WITHOUT_SECRETS,
    // Resolving the tenant is what makes scoping possible; there is no user or tenant yet.
    overrideAccess: true,
  });
  const tenant: SiteTenant | null = docs[0] ?? null;
  if (tenant && forgottenBefore === forgotten) cache.set(host, { tenant, at: Date.now() });
  else cache.delete(host);
  return tenant;
}

/** Drops a tenant from the cache after its settings change, so this instance shows them at once. */
export function forgetTenant(tenant: Pick<Tenant, 'domains'>): void {
  forgotten += 1;
  for (const { domain } of tenant.domains) cache.delete(domain);
}
