import type { Payload } from 'payload';
import type { Tenant } from '../../payload-types';

/**
 * Every request looks its tenant up by host, so found tenants are kept for a few seconds.
 * Misses are not cached: a tenant created a moment ago must answer at once.
 */
const CACHE_MS = 5_000;
const cache = new Map<string, { tenant: Tenant; at: number }>();

/** `host` is already normalised (lowercase, no port): see shared/tenant-host. */
export async function findTenantByHost(payload: Payload, host: string): Promise<Tenant | null> {
  const hit = cache.get(host);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.tenant;

  const { docs } = await payload.find({
    collection: 'tenants',
    where: { 'domains.domain': { equals: host } },
    depth: 0,
    limit: 1,
    // Resolving the tenant is what makes scoping possible; there is no user or tenant yet.
    overrideAccess: true,
  });
  const tenant = docs[0] ?? null;
  if (tenant) cache.set(host, { tenant, at: Date.now() });
  else cache.delete(host);
  return tenant;
}

/** Drops a tenant from the cache after its settings change, so this instance shows them at once. */
export function forgetTenant(tenant: Tenant): void {
  for (const { domain } of tenant.domains) cache.delete(domain);
}
