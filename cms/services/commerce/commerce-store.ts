import type { CommerceProvider, CommerceStore } from './commerce-provider';
import type { TenantContext } from '../context';
import { defineJob } from '../jobs/job-queue';
import { jobTenantContext } from '../jobs/job-tenant';
import { commerceProvider } from './commerce-settings';

/**
 * The site's store in the commerce service (its sales channel and publishable key), created the
 * first time it is needed and kept on the tenant. Read fresh from the database, not from the
 * request's (cached) tenant, which may predate the store.
 */
export async function storeOf({ payload, tenant }: TenantContext, provider: CommerceProvider): Promise<CommerceStore> {
  const fresh = await payload.findByID({ collection: 'tenants', id: tenant.id, depth: 0, overrideAccess: true, select: { name: true, commerce: true } });
  const kept = fresh.commerce;
  if (kept?.salesChannelId && kept.publishableKey) return { salesChannelId: kept.salesChannelId, publishableKey: kept.publishableKey };
  // Idempotent on the commerce side (by tenant id), so two racing first sales share one store.
  const store = await provider.ensureStore({ id: tenant.id, name: fresh.name });
  await payload.update({ collection: 'tenants', id: tenant.id, data: { commerce: store }, depth: 0, overrideAccess: true });
  return store;
}

/**
 * Creates a site's store in the background: queued with every new site (`halaqa tenant create`)
 * and, for sites older than commerce, by the backfill at worker start. Without a commerce
 * service configured there is nothing to create.
 */
export const enqueueCommerceStore = defineJob<{ tenantId: string }>('commerce-store', async ({ tenantId }) => {
  const provider = commerceProvider();
  const ctx = await jobTenantContext(tenantId);
  if (!provider || !ctx) return;
  await storeOf(ctx, provider);
});

/** Queues the store of every site that has none yet (sites older than commerce). */
const enqueueStoreBackfill = defineJob<Record<string, never>>('commerce-store-backfill', async () => {
  if (!commerceProvider()) return;
  const { payloadClient } = await import('../../payload-client');
  const payload = await payloadClient();
  const { docs } = await payload.find({
    collection: 'tenants',
    where: { or: [{ 'commerce.salesChannelId': { exists: false } }, { 'commerce.salesChannelId': { equals: null } }] },
    pagination: false,
    depth: 0,
    select: { name: true },
    overrideAccess: true,
  });
  for (const tenant of docs) await enqueueCommerceStore({ tenantId: tenant.id }, { key: tenant.id });
});

/** At each worker start: harmless when every site has its store (the job finds none to create). */
export async function backfillCommerceStores(): Promise<void> {
  if (commerceProvider()) await enqueueStoreBackfill({});
}
