import type { TenantContext } from '../context';
import { hashToken } from '../tokens/random-token';

/** Ends the session a cookie names (sign-out). Unknown tokens are ignored. */
export async function invalidateSession({ payload, tenant }: TenantContext, token: string): Promise<void> {
  await payload.delete({
    collection: 'sessions',
    where: { and: [{ tokenHash: { equals: hashToken(token) } }, { tenant: { equals: tenant.id } }] },
    // Explicitly filtered by the request's tenant above.
    overrideAccess: true,
  });
}
