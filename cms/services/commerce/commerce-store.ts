import { defineJob } from '../jobs/job-queue';
import { jobTenantContext } from '../jobs/job-tenant';
import { RETRY_FOR_A_DAY } from '../jobs/retry-schedules';
import { tenantDb } from '../tenant-db';
import { commerceProvider } from './commerce-settings';
import { courseProductJob } from './course-product';
import { storeOf } from './store-of';

/**
 * Creates a site's store in the background: queued with every new site (`halaqa tenant create`)
 * and, for sites older than commerce, by the backfill at worker start. Without a commerce
 * service configured there is nothing to create.
 */
export const commerceStoreJob = defineJob<{ tenantId: string }>('commerce-store', { batchSize: 5, retry: RETRY_FOR_A_DAY, expireInSeconds: 120 }, async ({ tenantId }, { payload }) => {
  const provider = commerceProvider();
  const ctx = await jobTenantContext(payload, tenantId);
  if (!provider || !ctx) return;
  await storeOf(ctx, provider);
  // Courses priced before the site had a store (seeded, or older than commerce) go on sale now.
  const { docs } = await tenantDb(ctx).find({ collection: 'courses', where: { 'price.amount': { greater_than: 0 } }, select: { name: true } });
  for (const course of docs) await courseProductJob.send({ tenantId, courseId: course.id });
});

/** Queues the store of every site that has none yet (sites older than commerce). */
export const storeBackfillJob = defineJob<Record<string, never>>('commerce-store-backfill', { batchSize: 1, retry: RETRY_FOR_A_DAY, expireInSeconds: 300 }, async (_data, { payload }) => {
  if (!commerceProvider()) return;
  const { docs } = await payload.find({
    collection: 'tenants',
    where: { or: [{ 'commerce.salesChannelId': { exists: false } }, { 'commerce.salesChannelId': { equals: null } }] },
    pagination: false,
    depth: 0,
    select: { name: true },
    overrideAccess: true,
  });
  for (const tenant of docs) await commerceStoreJob.send({ tenantId: tenant.id }, { key: tenant.id });
});

/** At each worker start: harmless when every site has its store (the job finds none to create). */
export async function backfillCommerceStores(): Promise<void> {
  if (commerceProvider()) await storeBackfillJob.send({});
}
