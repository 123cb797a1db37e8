import type { PaymobAccount } from './paymob-stub-account';
import { PaymobHttpError } from './paymob-stub-http';
import { transactionObject } from './paymob-stub-transactions';

/**
 * The refund API (`POST /api/acceptance/void_refund/refund`): a refund transaction of part or all
 * of a successful payment, at most what is left of it; notified like any transaction.
 */
export async function refund(account: PaymobAccount, body: Record<string, unknown>): Promise<Record<string, unknown>> {
  const parent = account.transactions.get(Number(body.transaction_id));
  if (!parent) throw new PaymobHttpError(404, 'Not found.');
  const amount = body.amount_cents;
  const alreadyRefunded = Number(parent.obj.refunded_amount_cents ?? 0);
  if (!Number.isInteger(amount) || (amount as number) <= 0) throw new PaymobHttpError(400, 'amount_cents: A valid positive integer is required.');
  if (parent.obj.success !== true || parent.obj.is_refund === true) throw new PaymobHttpError(400, 'Transaction can not be refunded.');
  if (alreadyRefunded + (amount as number) > Number(parent.obj.amount_cents)) throw new PaymobHttpError(400, 'Refund amount exceeds the transaction amount.');
  Object.assign(parent.obj, { is_refunded: true, refunded_amount_cents: alreadyRefunded + (amount as number) });
  const order = parent.obj.order as { id: number };
  const refunded = transactionObject(account, undefined, { amount: amount as number, currency: String(parent.obj.currency), orderId: order.id, success: true, pan: String((parent.obj.source_data as { pan: string }).pan), parent: true });
  account.transactions.set(refunded.id, { obj: refunded, notificationUrl: parent.notificationUrl });
  // Paymob notifies a refund like any transaction.
  await account.deliver(parent.notificationUrl, refunded);
  return refunded;
}
