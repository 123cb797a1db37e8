import { LRUCache } from 'lru-cache';
import type { Payload } from 'payload';
import { CACHE_BUDGETS } from '@halaqa/shared/cache-budgets';
import type { Tenant } from '../../payload-types';
import { jsonSize } from '../content-version/kept-reads';
import { WITHOUT_SECRETS, type SiteTenant } from './site-tenant';

/**
 * Every request looks its tenant up by host, so found tenants are kept for a few seconds.
 * Misses are not cached: a tenant created a moment ago must answer at once. Bounded by bytes
 * (issue #45), least recently used out first: a stale entry is kept until it is asked for again
 * or pushed out, so without a bound every host ever served stayed.
 */
const CACHE_MS = 5_000;
interface Found {
  tenant: SiteTenant;
  at: number;
}
const cache = new LRUCache<string, Found>({ maxSize: CACHE_BUDGETS.tenantsByHost, sizeCalculation: (found, host) => foundTenantBytes(host, found) });
/** The kept tenants, for the test of their bound. */
export { cache as keptTenants };

export const foundTenantBytes = (host: string, { tenant }: Found): number => jsonSize(tenant) + 2 * host.length + 100;
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
