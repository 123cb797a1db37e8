import { describe, expect, it } from 'vitest';
import type { ZSubscriptionDetails } from '@halaqa/shared/api-contract/subscription';
import type { z } from 'zod';
import { planChoice } from './plan-choice';

type Details = z.infer<typeof ZSubscriptionDetails>;
const NEXT = '2027-01-15T10:00:00.000Z';
const FREE: Details = {
  plan: 'free',
  effectivePlan: 'free',
  state: 'active',
  billingCycle: null,
  renewalType: 'manual',
  savedCard: null,
  nextBillingDate: null,
  gracePeriod: { days: 7, endsAt: null },
  expired: false,
  pendingPlan: null,
  pendingCycle: null,
  cancelTiming: null,
  invoices: [],
};
const PRO_MONTHLY: Details = { ...FREE, plan: 'pro', effectivePlan: 'pro', billingCycle: 'monthly', nextBillingDate: NEXT };

describe('what a plan card offers', () => {
  it('buys any other paid plan now when nothing is billed', () => {
    expect(planChoice('basic', 'yearly', FREE)).toEqual({ kind: 'buyNow' });
    expect(planChoice('free', 'monthly', FREE)).toBeNull();
    const expired = { ...PRO_MONTHLY, effectivePlan: 'free' as const, expired: true, state: 'expired' as const };
    expect(planChoice('pro', 'monthly', expired)).toEqual({ kind: 'buyNow' });
  });

  it('switches the plan, or the current plan’s cycle, from the next billing date', () => {
    expect(planChoice('pro', 'monthly', PRO_MONTHLY)).toBeNull();
    expect(planChoice('basic', 'monthly', PRO_MONTHLY)).toEqual({ kind: 'switchPlan', from: NEXT });
    expect(planChoice('pro', 'yearly', PRO_MONTHLY)).toEqual({ kind: 'switchCycle', cycle: 'yearly', from: NEXT });
    expect(planChoice('free', 'monthly', PRO_MONTHLY)).toBeNull();
  });

  it('offers nothing for what is already waiting, and keeping the current plan and cycle instead', () => {
    const yearlyNext = { ...PRO_MONTHLY, pendingCycle: 'yearly' as const };
    expect(planChoice('pro', 'yearly', yearlyNext)).toBeNull();
    expect(planChoice('pro', 'monthly', yearlyNext)).toEqual({ kind: 'keep' });
    expect(planChoice('basic', 'yearly', yearlyNext)).toEqual({ kind: 'switchPlan', from: NEXT });
    const basicNext = { ...PRO_MONTHLY, pendingPlan: 'basic' as const };
    expect(planChoice('basic', 'monthly', basicNext)).toBeNull();
    expect(planChoice('basic', 'yearly', basicNext)).toEqual({ kind: 'switchPlan', from: NEXT });
  });

  it('keeps a cancelled plan, and offers no switch without a next billing date', () => {
    const cancelled = { ...PRO_MONTHLY, cancelTiming: 'end_of_cycle' as const, nextBillingDate: null };
    expect(planChoice('pro', 'monthly', cancelled)).toEqual({ kind: 'keep' });
    expect(planChoice('basic', 'monthly', cancelled)).toBeNull();
    expect(planChoice('pro', 'yearly', cancelled)).toBeNull();
  });
});
