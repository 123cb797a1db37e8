/**
 * How long a queue keeps trying a failed job. pg-boss (12.x, `failJobsBody` in its plans.js)
 * waits `retryDelay × 2^n × (1 + random)` seconds before retry n + 1 (n = 0 first), at most
 * `retryDelayMax`, and gives up after `retryLimit` retries. The totals below are that sum's
 * expected value (retry-schedules.test.ts computes them).
 */
export interface RetrySchedule {
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
  retryDelayMax: number;
}

/**
 * About a day (23.7 h): 1 s, 2 s, 4 s … up to an hour between tries, 34 retries. For work a person
 * waits on that an outage of the mail server or the commerce service must not lose (a receipt,
 * a fulfilment, a refund). The schedule before issue #40 (20 retries, at most 10 minutes apart)
 * was said to last a day and gave up after about two hours.
 */
export const RETRY_FOR_A_DAY: RetrySchedule = { retryLimit: 34, retryDelay: 1, retryBackoff: true, retryDelayMax: 3600 };

/**
 * About 45 seconds (5 retries, from 1–2 s to 16–32 s apart). For work whose result the writer has
 * already recorded and the job only confirms (a student's progress), or that the next occurrence
 * of a schedule does again.
 */
export const RETRY_BRIEFLY: RetrySchedule = { retryLimit: 5, retryDelay: 1, retryBackoff: true, retryDelayMax: 60 };
