import type { TenantContext } from '../context';
import type { CommerceProvider, CommerceStore } from './commerce-provider';

/**
 * The site's store in the commerce service (its sales channel and publishable key), created the
 * first time it is needed and kept on the tenant. Read fresh from the database, not from the
 * request's (cached) tenant, which may predate the store.
 */
export async function storeOf({ payload, tenant }: TenantContext, provider: CommerceProvider): Promise<CommerceStore> {
  const fresh = await payload.findByID({ collection: 'tenants', id: tenant.id, depth: 0, overrideAccess: true, select: { name: true, commerce: true } });
  const kept = fresh.commerce;
  if (kept?.salesChannelId && kept.publishableKey) return { salesChannelId: kept.salesChannelId, publishableKey: kept.publishableKey };
  // Idempotent on the commerce side (by tenant id, under a lock), so two racing first sales share one store.
  const store = await provider.ensureStore({ id: tenant.id, name: fresh.name });
  await payload.update({ collection: 'tenants', id: tenant.id, data: { commerce: store }, depth: 0, overrideAccess: true });
  return store;
}
