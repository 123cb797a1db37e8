import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import type { TenantContext } from '../context';
import type { InTransaction } from '../unit-of-work';
import { balancesOf } from './balances';
import { lockPayoutsOf } from './payout-lock';

/**
 * Refuses (409) to delete an account the platform still owes money: earnings not yet paid out,
 * pending payouts included (issue #40, item 1). Its earnings and payouts would outlive it, but
 * no one could be paid them. Run in the deletion's transaction, under the trainer's payout lock
 * (payout-lock.ts), so a payout asked for at the same moment is counted.
 */
export async function assertNothingOwed(tx: InTransaction<TenantContext>, userId: string): Promise<void> {
  await lockPayoutsOf(tx, userId);
  const { earned, paidOut } = await balancesOf(tx, userId);
  const owed = earned - paidOut;
  if (owed > 0) throw new AppError(AppErrorCode.CONFLICT, { messageKey: 'errors.unpaidBalance', params: { amount: (owed / 100).toFixed(2) } });
}
