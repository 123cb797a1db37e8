import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import type { TenantContext } from '../context';
import { tenantDb } from '../tenant-db';
import { transaction } from '../unit-of-work';
import type { Actor } from '../users/actor';
import { balancesOf } from './balances';
import { lockPayoutsOf } from './payout-lock';
import { payoutMethodOf } from './payout-method';
import { payoutView, type PayoutView } from './payout-view';

/**
 * The trainer asks to be paid `pounds` (the whole balance when left out) to their confirmed
 * method. The trainer's payouts are serialised by a transaction-scoped advisory lock, so
 * requests sent together cannot each spend the same balance: the first moves it to a pending
 * payout, the next finds it gone.
 */
export async function requestPayout(ctx: TenantContext, actor: Actor, pounds: number | undefined): Promise<PayoutView> {
  return transaction(ctx, async (tx) => {
    await lockPayoutsOf(tx, actor.id);
    const method = await payoutMethodOf(tx, actor.id);
    if (!method) throw new AppError(AppErrorCode.PAYOUT_METHOD_REQUIRED);
    const { balance } = await balancesOf(tx, actor.id);
    const amount = pounds === undefined ? balance : Math.round(pounds * 100);
    if (amount <= 0 || amount > balance) throw new AppError(AppErrorCode.INSUFFICIENT_BALANCE);
    const now = new Date().toISOString();
    const payout = await tenantDb(tx).create({
      collection: 'payouts',
      // The payout keeps who asked: it outlives the account (issue #40, item 1).
      data: { beneficiary: actor.id, beneficiaryName: actor.name, beneficiaryEmail: actor.email, amount, status: 'pending', method, requestedAt: now, history: [{ status: 'pending', at: now, by: actor.email, note: '' }] },
    });
    return payoutView(payout);
  });
}
