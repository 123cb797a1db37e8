import type { TenantContext } from '../../context';
import { defineJob } from '../../jobs/job-queue';
import { jobTenantContext } from '../../jobs/job-tenant';
import { RETRY_BRIEFLY } from '../../jobs/retry-schedules';
import type { InTransaction } from '../../unit-of-work';
import { recomputeCourseProgress } from './recompute-course-progress';

interface CourseProgressJob {
  tenantId: string;
  courseId: string;
  userId: string;
}

/**
 * Recomputes a student's progress in a course after a write that changes its evidence (a quiz
 * result, a grade). Sent on that write's transaction, so a crash right after the commit cannot
 * lose it; the writer records the completion itself for its reply, and this settles what raced it.
 * One job per student and course waits at a time (collapseKey): a thousand students submitting
 * together queue a thousand, and a student submitting ten quizzes while it waits adds none. It
 * waits five seconds first (collapseWindowSeconds), so a class's rush is answered before the
 * jobs run rather than beside them (docs/decisions/performance.md, 2026-12-06). Kept brief (a
 * minute per try, a few retries): the writer's own record already stands.
 */
export const courseProgressJob = defineJob<CourseProgressJob>(
  'course-progress',
  {
    batchSize: 25,
    retry: RETRY_BRIEFLY,
    expireInSeconds: 60,
    collapseKey: ({ tenantId, courseId, userId }) => `${tenantId}:${courseId}:${userId}`,
    collapseWindowSeconds: 5,
  },
  async ({ tenantId, courseId, userId }, { payload }) => {
    const ctx = await jobTenantContext(payload, tenantId);
    if (ctx) await recomputeCourseProgress(ctx, courseId, userId);
  },
);

/** Queues the recomputation of `userId`'s progress in a course, on the writer's transaction. */
export function queueProgress(tx: InTransaction<TenantContext>, courseId: string, userId: string): Promise<void> {
  return courseProgressJob.send({ tenantId: tx.tenant.id, courseId, userId }, { req: tx.req });
}
