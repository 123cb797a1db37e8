import { describe, expect, it } from 'vitest';
import { GRACE_PERIOD_MS, subscriptionStatusOf } from './subscription-state';

const end = new Date('2026-12-01T00:00:00Z');
const at = (ms: number) => new Date(end.getTime() + ms);

describe('subscriptionStatusOf', () => {
  it('keeps a plan nothing bills active for good (free, or put on by the operator)', () => {
    expect(subscriptionStatusOf('free', end, at(365 * GRACE_PERIOD_MS))).toEqual({ state: 'active', effectivePlan: 'free', graceEndsAt: null });
    expect(subscriptionStatusOf('pro', null, at(365 * GRACE_PERIOD_MS))).toEqual({ state: 'active', effectivePlan: 'pro', graceEndsAt: null });
  });

  it('is active until the period ends, in grace with the plan kept for seven days, then expired on free limits', () => {
    const graceEndsAt = at(GRACE_PERIOD_MS);
    expect(subscriptionStatusOf('pro', end, at(-1))).toEqual({ state: 'active', effectivePlan: 'pro', graceEndsAt });
    expect(subscriptionStatusOf('pro', end, at(0))).toEqual({ state: 'grace', effectivePlan: 'pro', graceEndsAt });
    expect(subscriptionStatusOf('pro', end, at(GRACE_PERIOD_MS - 1))).toEqual({ state: 'grace', effectivePlan: 'pro', graceEndsAt });
    expect(subscriptionStatusOf('pro', end, at(GRACE_PERIOD_MS))).toEqual({ state: 'expired', effectivePlan: 'free', graceEndsAt });
  });
});
