import type { Tenant } from '../../payload-types';
import { cmsEnv } from '../../env';

type TenantDomains = Pick<Tenant, 'domains'>;

const DEFAULT_PORTS = { http: 80, https: 443 } as const;

/** `scheme://domain[:port]` for one of a site's domains, with the platform's public scheme and port. */
function originOfDomain(domain: string): string {
  const { PUBLIC_SITE_PROTOCOL: protocol, PUBLIC_SITE_PORT: port } = cmsEnv();
  const shownPort = port && port !== DEFAULT_PORTS[protocol] ? `:${port}` : '';
  return `${protocol}://${domain}${shownPort}`;
}

/**
 * The site's own address, from its configured primary domain (the first of its domains). Every
 * link the platform sends (verification and reset mail, notifications, certificates) starts
 * here and never from a request's Host or forwarding headers, which anyone can set.
 */
export function siteOriginOf(tenant: TenantDomains): string {
  const primary = tenant.domains[0]?.domain;
  if (!primary) throw new Error('A site has at least one domain.');
  return originOfDomain(primary);
}

/** Every origin the site's pages are served from: a write must come from one of them (CSRF). */
export function siteOriginsOf(tenant: TenantDomains): string[] {
  return tenant.domains.map((entry) => originOfDomain(entry.domain));
}
