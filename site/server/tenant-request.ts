import { TENANT_HOST_HEADER } from '@halaqa/cms/auth/session-cookie';
import { normaliseTenantHost } from '@halaqa/shared/tenant-host';

/**
 * The host a request is for: the tenant host header islands send (an origin) when present,
 * else the Host header. Hosts compare without their port.
 */
export function tenantHostOf(request: Request): string | null {
  return normaliseTenantHost(request.headers.get(TENANT_HOST_HEADER) ?? request.headers.get('host'));
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF: a request that changes something must come from a page of the same tenant. Browsers
 * always send Origin with such requests, so a missing or foreign Origin is refused.
 */
export function isForeignMutation(request: Request, tenantDomains: string[]): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const origin = normaliseTenantHost(request.headers.get('origin'));
  return !origin || !tenantDomains.includes(origin);
}
