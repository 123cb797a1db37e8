import { defineJob } from '../jobs/job-queue';
import { jobTenantContext } from '../jobs/job-tenant';
import { tenantDb } from '../tenant-db';
import { commerceProvider } from './commerce-settings';
import { enqueueCourseProduct } from './course-product';
import { storeOf } from './store-of';

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
  // Courses priced before the site had a store (seeded, or older than commerce) go on sale now.
  const { docs } = await tenantDb(ctx).find({ collection: 'courses', where: { 'price.amount': { greater_than: 0 } }, select: { name: true } });
  for (const course of docs) await enqueueCourseProduct({ tenantId, courseId: course.id });
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
