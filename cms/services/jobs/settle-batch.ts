import type { Job, JobResult } from 'pg-boss';
import type { Payload } from 'payload';
import type { JobDefinition } from './job-queue';

/**
 * Runs a batch's jobs one after another and settles each on its own (pg-boss's perJobResults):
 * one that fails is retried alone, and the ones done before it (a mail sent) are not done again.
 * Each handler logs through a child of Payload's logger that names the queue and the job.
 */
export async function settleBatch(definition: JobDefinition, jobs: Job<object>[], payload: Payload): Promise<JobResult[]> {
  const results: JobResult[] = [];
  for (const job of jobs) {
    const log = payload.logger.child({ queue: definition.name, jobId: job.id });
    try {
      await definition.run(job.data, { payload, log });
      results.push({ id: job.id, status: 'completed' });
    } catch (error) {
      log.error({ err: error, retry: job.retryCount }, 'job failed');
      results.push({ id: job.id, status: 'failed', output: { message: error instanceof Error ? error.message : String(error), stack: error instanceof Error ? error.stack : undefined } });
    }
  }
  return results;
}
