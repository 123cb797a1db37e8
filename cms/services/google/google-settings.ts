import type { TenantContext } from '../context';

/** The site's Google client, or null when the owner has not set one up (the button is hidden). */
export async function googleClientOf({ payload, tenant }: TenantContext): Promise<{ clientId: string; clientSecret: string } | null> {
  // The secret is readable only with access control bypassed; this is the tenant of the request.
  const full = await payload.findByID({ collection: 'tenants', id: tenant.id, depth: 0, overrideAccess: true });
  return full.googleClientId && full.googleClientSecret ? { clientId: full.googleClientId, clientSecret: full.googleClientSecret } : null;
}
