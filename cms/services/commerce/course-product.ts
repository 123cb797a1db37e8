import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload';
import type { Course } from '../../payload-types';
import { idOf } from '../context';
import { findInTenantOrNull } from '../find-in-tenant';
import { defineJob } from '../jobs/job-queue';
import { jobTenantContext } from '../jobs/job-tenant';
import { RETRY_FOR_A_DAY } from '../jobs/retry-schedules';
import type { CourseProduct } from './commerce-provider';
import { commerceProvider } from './commerce-settings';
import { storeOf } from './store-of';

/**
 * A priced course is a product in its site's store (issue #11). Every change of a course queues
 * this job on the change's own transaction; the job reads the course as it is when it runs, so
 * jobs that run late or twice still leave the product matching the latest course.
 */
export const courseProductJob = defineJob<{ tenantId: string; courseId: string }>('course-product', { batchSize: 5, retry: RETRY_FOR_A_DAY, expireInSeconds: 120 }, async ({ tenantId, courseId }, { payload }) => {
  const provider = commerceProvider();
  const ctx = await jobTenantContext(payload, tenantId);
  if (!provider || !ctx) return;
  const course = await findInTenantOrNull(ctx, 'courses', [{ id: { equals: courseId } }]);
  await provider.syncCourse(await storeOf(ctx, provider), productOf(tenantId, courseId, course));
});

/** What the store should hold for a course; a deleted course is simply not for sale. */
export function productOf(tenantId: string, courseId: string, course: Course | null): CourseProduct {
  const price = course?.price?.amount ?? 0;
  return {
    tenantId,
    courseId,
    name: course?.name ?? '',
    price,
    per: course?.price?.per ?? 'lifetime',
    forSale: Boolean(course) && price > 0 && !course?.unlisted,
  };
}

async function queueFor(course: Course, req: Parameters<CollectionAfterChangeHook>[0]['req']): Promise<Course> {
  // Without a commerce service (tests that do not sell) there is no store to keep in step.
  if (commerceProvider()) await courseProductJob.send({ tenantId: idOf(course.tenant)!, courseId: course.id }, { req });
  return course;
}

/** Whether an edit changed what the store holds (name, price, period, listing). */
function changesProduct(course: Course, previous: Course | undefined): boolean {
  if (!previous) return true;
  const before = productOf('', course.id, previous);
  const after = productOf('', course.id, course);
  return before.name !== after.name || before.price !== after.price || before.per !== after.per || before.forSale !== after.forSale;
}

/** The Courses collection's hooks that keep its products in step. */
export const courseProductHooks: { afterChange: CollectionAfterChangeHook<Course>[]; afterDelete: CollectionAfterDeleteHook<Course>[] } = {
  afterChange: [async ({ doc, previousDoc, operation, req }) => (operation === 'create' || changesProduct(doc, previousDoc) ? queueFor(doc, req) : doc)],
  afterDelete: [({ doc, req }) => queueFor(doc, req)],
};
