import type { TPlan } from './plans';

/** After a missed renewal the site keeps its plan this long, with a banner for the owner (issue #12). */
export const GRACE_PERIOD_MS = 7 * 24 * 60 * 60 * 1000;

export type TSubscriptionState = 'active' | 'grace' | 'expired';

export interface SubscriptionStatus {
  state: TSubscriptionState;
  /** The plan whose limits hold now: the site's, or free once it expired. */
  effectivePlan: TPlan;
  /** When the grace period ends (null when nothing is billed). */
  graceEndsAt: Date | null;
}

/**
 * Where a site's subscription stands at `now`: a plan nothing bills (free, or put on by the
 * operator: no period end) is always active; a paid one is active until its period ends, then in
 * grace for seven days with its features kept, then expired, when the site falls back to the free
 * plan's limits. Nothing is deleted: what is beyond the limits stays, and adding more is refused.
 */
export function subscriptionStatusOf(plan: TPlan, periodEnd: Date | null, now: Date): SubscriptionStatus {
  if (plan === 'free' || !periodEnd) return { state: 'active', effectivePlan: plan, graceEndsAt: null };
  const graceEndsAt = new Date(periodEnd.getTime() + GRACE_PERIOD_MS);
  if (now.getTime() < periodEnd.getTime()) return { state: 'active', effectivePlan: plan, graceEndsAt };
  if (now.getTime() < graceEndsAt.getTime()) return { state: 'grace', effectivePlan: plan, graceEndsAt };
  return { state: 'expired', effectivePlan: 'free', graceEndsAt };
}
