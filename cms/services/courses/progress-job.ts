import type { PayloadRequest } from 'payload';
import type { TenantContext } from '../context';
import { defineJob } from '../jobs/job-queue';
import { recordProgress } from './lesson-progress';

interface ProgressJob {
  tenantId: string;
  materialId: string;
  userId: string;
}

/**
 * Recomputes a student's progress on a lesson after a write that changes its evidence (a quiz
 * result, a grade). Sent on that write's transaction, so a crash right after the commit cannot
 * lose it; recordProgress is idempotent, so running it again (the caller also runs it at once
 * for its reply, and a failed job is retried) changes nothing.
 */
const enqueueProgress = defineJob<ProgressJob>('lesson-progress', async ({ tenantId, materialId, userId }) => {
  const { payloadClient } = await import('../../payload-client');
  const payload = await payloadClient();
  const tenant = await payload.findByID({ collection: 'tenants', id: tenantId, depth: 0, overrideAccess: true, disableErrors: true });
  if (!tenant) return;
  // Filtered by the job's tenant: a lesson of another site is never touched.
  const { docs } = await payload.find({
    collection: 'materials',
    where: { and: [{ tenant: { equals: tenantId } }, { id: { equals: materialId } }] },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
  });
  // The student may have deleted their account since (their progress went with it).
  const student = await payload.count({ collection: 'users', where: { and: [{ tenant: { equals: tenantId } }, { id: { equals: userId } }] }, overrideAccess: true });
  if (docs[0] && student.totalDocs > 0) await recordProgress({ payload, tenant }, docs[0], userId, {});
});

/** Queues the recomputation of `userId`'s progress on a lesson, on the writer's transaction. */
export function queueProgress(ctx: TenantContext, materialId: string, userId: string, req: PayloadRequest): Promise<void> {
  return enqueueProgress({ tenantId: ctx.tenant.id, materialId, userId }, { req });
}
