import type { ZSubscriptionDetails } from '@halaqa/shared/api-contract/subscription';
import type { TBillingCycle, TPlan } from '@halaqa/shared/plans';
import type { z } from 'zod';

type Details = z.infer<typeof ZSubscriptionDetails>;

/**
 * What a plan's card on the subscription page offers, for the billing cycle the comparison
 * shows: buy it now (nothing is billed yet); switch to it, or bill the current plan on the other
 * cycle, from the next billing date; keep the current plan and cycle after a change or a
 * cancellation; or nothing (what the site has, or will have, already).
 */
export type PlanChoice = { kind: 'buyNow' } | { kind: 'keep' } | { kind: 'switchPlan'; from: string } | { kind: 'switchCycle'; cycle: TBillingCycle; from: string } | null;

export function planChoice(plan: TPlan, cycle: TBillingCycle, details: Details): PlanChoice {
  const billed = details.billingCycle !== null && !details.expired;
  if (!billed) return plan === 'free' || plan === details.effectivePlan ? null : { kind: 'buyNow' };
  if (plan === details.plan && cycle === details.billingCycle) return details.pendingPlan || details.pendingCycle || details.cancelTiming ? { kind: 'keep' } : null;
  // Cancelling has its own buttons; a cancelled plan has no next billing date to switch on.
  if (plan === 'free' || !details.nextBillingDate) return null;
  const next = { plan: details.pendingPlan ?? details.plan, cycle: details.pendingCycle ?? details.billingCycle };
  if (plan === next.plan && cycle === next.cycle) return null;
  return plan === details.plan ? { kind: 'switchCycle', cycle, from: details.nextBillingDate } : { kind: 'switchPlan', from: details.nextBillingDate };
}
