import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import { COUNTED_FEATURES, countLimitOf, type TBillingCycle, type TPlan } from '@halaqa/shared/plans';
import type { Invoice } from '../../payload-types';
import type { TenantContext } from '../context';
import { transaction, type InTransaction } from '../unit-of-work';
import { createInvoice, voidOpenInvoices } from './invoices';
import { usageOf } from './plan-usage';
import { endSubscriptionNow, lockSubscription, updateSubscription } from './subscription-row';

const MB = 1024 * 1024;
/** A purchase invoice is due at once; after this it is left for the renewal pass to void. */
const PURCHASE_DUE_MS = 24 * 60 * 60 * 1000;

/** Refuses a plan the site already uses more of than it allows, naming the first count past it. */
async function assertUsageFits(tx: InTransaction<TenantContext>, plan: TPlan): Promise<void> {
  for (const feature of COUNTED_FEATURES) {
    const limit = countLimitOf(plan, feature);
    if (limit === null) continue;
    const used = await usageOf(tx, feature);
    if (used <= limit) continue;
    const shown = (amount: number) => (feature === 'storage' ? `${Math.ceil(amount / MB)} MB` : amount);
    throw new AppError(AppErrorCode.PLAN_BELOW_USAGE, { params: { used: shown(used), limit: shown(limit) }, paramKeys: { plan: `plans.names.${plan}`, feature: `plans.features.${feature}` } });
  }
}

/**
 * POST /api/tenants/subscription/change-plan. A site on a billed plan changes at its next billing
 * date: the plan and the billing cycle (`cycle`, the current one when left out) wait as
 * `pendingPlan` and `pendingCycle`, the renewal invoice is made for them, and choosing the
 * current plan and cycle again takes the change (and a cancellation) back. A site on free, on a
 * plan the platform set, or expired buys the plan now: the answer's invoice starts it when paid.
 * Free as the new plan is a cancellation at the end of the cycle.
 */
export async function changePlan(ctx: TenantContext, change: { newPlan: TPlan; cycle?: TBillingCycle }): Promise<Invoice | null> {
  return transaction(ctx, async (tx) => {
    const current = await lockSubscription(tx);
    const billed = current.plan !== 'free' && current.periodEnd !== null && current.state !== 'expired';
    const nextCycle = change.cycle ?? current.cycle;
    if (billed && change.newPlan === current.plan && nextCycle === current.cycle) {
      await updateSubscription(tx, { subscription: { pendingPlan: null, pendingCycle: null, cancelAtPeriodEnd: false } });
      await voidOpenInvoices(tx, 'renewal');
      return null;
    }
    if (change.newPlan !== 'free') await assertUsageFits(tx, change.newPlan);
    if (billed) {
      const pending = {
        pendingPlan: change.newPlan === current.plan ? null : change.newPlan,
        pendingCycle: nextCycle === current.cycle ? null : nextCycle,
      };
      await updateSubscription(tx, {
        subscription: change.newPlan === 'free' ? { pendingPlan: null, pendingCycle: null, cancelAtPeriodEnd: true } : { ...pending, cancelAtPeriodEnd: false },
      });
      // A renewal invoice for the old plan no longer applies; the renewal pass bills the new one.
      await voidOpenInvoices(tx, 'renewal');
      return null;
    }
    if (change.newPlan === 'free') {
      if (current.plan === 'free') return null;
      // A plan the platform set is the platform's to change.
      if (current.state !== 'expired') throw new AppError(AppErrorCode.NOTHING_TO_CANCEL);
      await endSubscriptionNow(tx);
      return null;
    }
    // Bought now: one open purchase at a time, the latest choice.
    await voidOpenInvoices(tx, 'purchase');
    return createInvoice(tx, { kind: 'purchase', plan: change.newPlan, cycle: change.cycle ?? 'monthly', dueAt: new Date(Date.now() + PURCHASE_DUE_MS) });
  });
}
