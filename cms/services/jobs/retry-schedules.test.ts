import { describe, expect, it } from 'vitest';
import { RETRY_BRIEFLY, RETRY_FOR_A_DAY, type RetrySchedule } from './retry-schedules';

/**
 * The expected time a schedule keeps trying, by pg-boss 12's rule (its plans.js, failJobsBody):
 * before retry n + 1 it waits min(retryDelayMax, retryDelay × 2^min(16, n + 1) / 2 × (1 + U)),
 * U uniform in [0, 1). The expectation of min(max, a(1 + U)) is worked out in closed form.
 */
function expectedSeconds({ retryLimit, retryDelay, retryDelayMax }: RetrySchedule): number {
  let total = 0;
  for (let n = 0; n < retryLimit; n += 1) {
    const a = retryDelay * 2 ** Math.min(16, n + 1) / 2;
    if (2 * a <= retryDelayMax) total += 1.5 * a;
    else if (a >= retryDelayMax) total += retryDelayMax;
    else {
      const below = (retryDelayMax - a) / a; // the share of U under the cap
      total += below * ((a + retryDelayMax) / 2) + (1 - below) * retryDelayMax;
    }
  }
  return total;
}

const HOUR = 3600;

describe('retry schedules', () => {
  it('keep trying for what their names say', () => {
    expect(expectedSeconds(RETRY_FOR_A_DAY) / HOUR).toBeGreaterThan(22);
    expect(expectedSeconds(RETRY_FOR_A_DAY) / HOUR).toBeLessThan(26);
    expect(expectedSeconds(RETRY_BRIEFLY)).toBeGreaterThan(30);
    expect(expectedSeconds(RETRY_BRIEFLY)).toBeLessThan(90);
  });

  it('tell the old schedule for what it was: about two hours, not a day', () => {
    const before: RetrySchedule = { retryLimit: 20, retryDelay: 1, retryBackoff: true, retryDelayMax: 600 };
    expect(expectedSeconds(before) / HOUR).toBeCloseTo(2.04, 1);
  });
});
