import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import type { TCancelTiming } from '@halaqa/shared/subscription-terms';
import type { TenantContext } from '../context';
import { transaction } from '../unit-of-work';
import { voidOpenInvoices } from './invoices';
import { endSubscriptionNow, lockSubscription, updateSubscription } from './subscription-row';

/**
 * POST /api/tenants/subscription/cancel. `end_of_cycle`: nothing more is billed and the plan ends
 * with its period (undone by choosing the plan again before then). `immediate`: the site is on
 * free now, its open invoices void; nothing is refunded and nothing is deleted. Only a billed
 * plan can be cancelled: free has nothing to cancel, and a plan the platform set is the
 * platform's to change.
 */
export async function cancelSubscription(ctx: TenantContext, when: TCancelTiming): Promise<void> {
  await transaction(ctx, async (tx) => {
    const current = await lockSubscription(tx);
    if (current.plan === 'free' || current.periodEnd === null) throw new AppError(AppErrorCode.NOTHING_TO_CANCEL);
    if (when === 'end_of_cycle' && current.state === 'active') {
      await updateSubscription(tx, { subscription: { pendingPlan: null, pendingCycle: null, cancelAtPeriodEnd: true } });
      await voidOpenInvoices(tx, 'renewal');
      return;
    }
    // Past its period (grace or expired) the end of the cycle is now.
    await endSubscriptionNow(tx);
  });
}
