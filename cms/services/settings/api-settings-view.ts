import { SECRET_MASK } from '@halaqa/shared/schemas/settings';
import type { TenantContext } from '../context';

/** The "api" settings group as it is shown: the secret only as a mask, never itself. */
export async function readApiSettings({ payload, tenant }: TenantContext) {
  // Bypassed to see whether a secret is set; only its presence leaves this function.
  const full = await payload.findByID({ collection: 'tenants', id: tenant.id, depth: 0, overrideAccess: true });
  return { googleClientId: full.googleClientId ?? '', googleClientSecret: full.googleClientSecret ? SECRET_MASK : '' };
}
