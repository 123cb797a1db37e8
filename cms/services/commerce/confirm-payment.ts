import type { TCreatePaymentReply } from '@halaqa/shared/api-contract/payments';
import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import type { TenantContext } from '../context';
import type { Actor } from '../users/actor';
import { commerceProviderOrRefuse } from './commerce-settings';
import { storeOf } from './store-of';
import { recordPaid } from './record-paid';

/**
 * `action: "register"`: the buyer is back from the hosted page with the gateway's transaction id.
 * The payer must be signed in (spec §5); the commerce service checks the transaction (not older
 * than 5 minutes, this account's, paid in full) and completes the order unless the gateway's
 * callback already did.
 */
export async function confirmPayment(ctx: TenantContext, actor: Actor | null, transactionId: string): Promise<TCreatePaymentReply> {
  if (!actor) throw new AppError(AppErrorCode.PAYMENT_NOT_SIGNED_IN);
  const provider = commerceProviderOrRefuse();
  const store = await storeOf(ctx, provider);
  const order = await provider.confirmTransaction(store, { tenantId: ctx.tenant.id, userId: actor.id, transactionId });
  if (order.tenantId !== ctx.tenant.id || order.userId !== actor.id) throw new AppError(AppErrorCode.TRANSACTION_OTHER_ACCOUNT);
  // Not what was priced: nothing was bought, and the payment is being given back.
  if (!(await recordPaid(ctx.payload, order))) throw new AppError(AppErrorCode.PAYMENT_NOT_CONFIRMED);
  return { completed: true, courses: order.lines.map((line) => line.courseId) };
}
