import { normaliseTenantHost, TENANT_HOST_HEADER } from '@halaqa/shared/tenant-host';

/**
 * The host a request is for: the tenant host header islands send (an origin) when present,
 * else the Host header. Hosts compare without their port.
 */
export function tenantHostOf(request: Request): string | null {
  return normaliseTenantHost(request.headers.get(TENANT_HOST_HEADER) ?? request.headers.get('host'));
}

/**
 * A request whose tenant header and Host name different sites is not answered at all: a page
 * of a site always sends both for the same host, so a mismatch is a forged request trying to
 * act on one site while being served (and linked back) through another.
 */
export function hostsDisagree(request: Request): boolean {
  const tenantHeader = request.headers.get(TENANT_HOST_HEADER);
  const host = request.headers.get('host');
  return Boolean(tenantHeader && host && normaliseTenantHost(tenantHeader) !== normaliseTenantHost(host));
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** An Origin header as an origin (scheme, host, port, lowercase), or null when it is not one. */
function originOf(value: string | null): string | null {
  if (!value) return null;
  try {
    const origin = new URL(value).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * CSRF: a request that changes something must come from a page of the same site: its Origin
 * must be one of the site's configured origins exactly, scheme and port included. Browsers
 * always send Origin with such requests, so a missing or foreign Origin is refused.
 */
export function isForeignMutation(request: Request, siteOrigins: string[]): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const origin = originOf(request.headers.get('origin'));
  return !origin || !siteOrigins.includes(origin);
}
