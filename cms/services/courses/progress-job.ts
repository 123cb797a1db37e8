import type { PayloadRequest } from 'payload';
import type { TenantContext } from '../context';
import { findInTenantOrNull } from '../find-in-tenant';
import { defineJob } from '../jobs/job-queue';
import { jobTenantContext } from '../jobs/job-tenant';
import { recordProgress } from './progress/record-progress';

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
  const ctx = await jobTenantContext(tenantId);
  const material = ctx && (await findInTenantOrNull(ctx, 'materials', [{ id: { equals: materialId } }]));
  // The student may have deleted their account since (their progress went with it).
  const student = ctx && (await findInTenantOrNull(ctx, 'users', [{ id: { equals: userId } }]));
  if (ctx && material && student) await recordProgress(ctx, material, userId, {});
});

/** Queues the recomputation of `userId`'s progress on a lesson, on the writer's transaction. */
export function queueProgress(ctx: TenantContext, materialId: string, userId: string, req: PayloadRequest): Promise<void> {
  return enqueueProgress({ tenantId: ctx.tenant.id, materialId, userId }, { req });
}
