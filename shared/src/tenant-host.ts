/**
 * Browsers send the tenant's origin in this header from islands (platform-core §1). Here, not in
 * cms/, because the islands send it and the browser imports nothing of cms/.
 */
export const TENANT_HOST_HEADER = 'x-tenant-host';

/**
 * A tenant is found by the host its visitors use. Hosts match without their port and
 * case-insensitively, so `Acme.localhost:4321` and `acme.localhost` are the same site.
 * The value may be a bare host (`Host` header) or an origin (the tenant host header islands send).
 */
export function normaliseTenantHost(value: string | null | undefined): string | null {
  if (!value) return null;
  const trimmed = value.trim().toLowerCase();
  if (!trimmed) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//.test(trimmed) ? trimmed : `http://${trimmed}`;
  try {
    const hostname = new URL(withScheme).hostname;
    return hostname.replace(/\.$/, '') || null;
  } catch {
    return null;
  }
}

/** A domain an owner may register: a host name without scheme, port or path. */
export function isValidTenantDomain(domain: string): boolean {
  return /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/.test(domain);
}
