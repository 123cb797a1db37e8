import { completeCartWorkflow } from '@medusajs/medusa/core-flows';
import { ContainerRegistrationKeys, Modules } from '@medusajs/framework/utils';
import type { MedusaContainer } from '@medusajs/framework/types';
import type { PaymobTransaction } from '../modules/paymob/callback-hmac';
import { paymentDecision, type PaymentRefusal } from '../modules/paymob/payment-decision';
import type { PaymobProviderService, PaymobSessionData } from '../modules/paymob/paymob-provider';
import { orderOfCart, paidOrderOf, type PaidOrder } from './orders';
import { HalaqaRefusal } from './route-error';

export const PAYMOB_PROVIDER_ID = 'pp_paymob_paymob';

/** The provider instance Medusa loaded (its Paymob client has the platform's keys). */
export function paymobProviderOf(container: MedusaContainer): PaymobProviderService {
  const payments = container.resolve(Modules.PAYMENT) as unknown as { paymentProviderService_: { retrieveProvider(id: string): PaymobProviderService } };
  return payments.paymentProviderService_.retrieveProvider(PAYMOB_PROVIDER_ID);
}

export interface PaymobSession {
  id: string;
  amount: number;
  currencyCode: string;
  data: PaymobSessionData;
  /** The cart paid for: a site's course cart (in its channel), or a plan invoice's (in none). */
  cart: { id: string; salesChannelId: string | null; tenantId: string; userId: string; invoiceId: string | null };
}

/**
 * The payment session whose intention became Paymob order `paymobOrderId` (the signed `order.id`
 * of a transaction), with its cart; null when none of ours has it. Looked up in the session's
 * data directly: Medusa's query API does not filter on JSON fields.
 */
export async function findPaymobSession(container: MedusaContainer, paymobOrderId: number): Promise<PaymobSession | null> {
  const knex = container.resolve(ContainerRegistrationKeys.PG_CONNECTION);
  const row = (await knex
    .select('session.id', 'session.amount', 'session.currency_code', 'session.data', 'cart.id as cart_id', 'cart.sales_channel_id', 'cart.metadata')
    .from('payment_session as session')
    .join('cart_payment_collection as link', 'link.payment_collection_id', 'session.payment_collection_id')
    .join('cart', 'cart.id', 'link.cart_id')
    .where('session.provider_id', PAYMOB_PROVIDER_ID)
    .whereNull('session.deleted_at')
    .whereNull('link.deleted_at')
    .whereRaw(`(session.data->>'paymob_order_id')::bigint = ?`, [paymobOrderId])
    .first()) as
    | { id: string; amount: string; currency_code: string; data: PaymobSessionData; cart_id: string; sales_channel_id: string | null; metadata: { tenant_id?: string; user_id?: string; invoice_id?: string } | null }
    | undefined;
  if (!row) return null;
  return {
    id: row.id,
    amount: Number(row.amount),
    currencyCode: row.currency_code,
    data: row.data,
    cart: {
      id: row.cart_id,
      salesChannelId: row.sales_channel_id,
      tenantId: row.metadata?.tenant_id ?? '',
      userId: row.metadata?.user_id ?? '',
      invoiceId: row.metadata?.invoice_id ?? null,
    },
  };
}

/** Spec wording for the buyer: an old transaction is ignored; anything else was not a payment. */
export function refusalOf(refusal: PaymentRefusal): HalaqaRefusal {
  return refusal === 'too-old' ? new HalaqaRefusal('TRANSACTION_TOO_OLD', 409) : new HalaqaRefusal('PAYMENT_NOT_CONFIRMED', 402);
}

/**
 * Completes the session's cart with a transaction already judged to pay for it, or finds the
 * order an earlier message completed. Medusa locks the cart while completing it and links the
 * order to it, so parallel and repeated calls place one order.
 */
export async function completeWithTransaction(container: MedusaContainer, session: PaymobSession, transaction: PaymobTransaction): Promise<PaidOrder> {
  const existing = await orderOfCart(container, session.cart.id);
  if (existing) return paidOrderOf(container, existing);
  if (session.data.transaction_id !== transaction.id) {
    const payments = container.resolve(Modules.PAYMENT);
    await payments.updatePaymentSession({ id: session.id, amount: session.amount, currency_code: session.currencyCode, data: { ...session.data, transaction_id: transaction.id } });
  }
  try {
    const { result } = await completeCartWorkflow(container).run({ input: { id: session.cart.id } });
    return paidOrderOf(container, result.id);
  } catch (error) {
    // Completed a moment ago by the other messenger (callback or the buyer's return).
    const order = await orderOfCart(container, session.cart.id);
    if (order) return paidOrderOf(container, order);
    throw error;
  }
}

/** A transaction in which Paymob took money: a payment that succeeded and was not given back. */
function isCapturedPayment(transaction: PaymobTransaction): boolean {
  return transaction.success && !transaction.pending && !transaction.hasParentTransaction && !transaction.isRefunded && !transaction.isVoided;
}

/**
 * Whether Paymob took this money for nothing of ours (issue #39): a captured payment whose session
 * is gone (its cart was changed after checkout), one that does not pay its session (another
 * amount, or too late) while no order was placed for the cart, or a second payment of a cart an
 * order was placed for with another transaction. The site records it as an alert and refunds it,
 * so a buyer is never charged for nothing.
 */
export async function isUnmatchedPayment(container: MedusaContainer, session: PaymobSession | null, transaction: PaymobTransaction): Promise<boolean> {
  if (!isCapturedPayment(transaction)) return false;
  if (!session) return true;
  const orderId = await orderOfCart(container, session.cart.id);
  if (!orderId) return true;
  return (await paidOrderOf(container, orderId)).transactionId !== String(transaction.id);
}

/** The payment decision against what the session expects. */
export function decide(session: PaymobSession, transaction: PaymobTransaction, now = new Date()) {
  return paymentDecision(
    { verified: true, transaction },
    { orderId: session.data.paymob_order_id, amountCents: session.data.amount_cents, currency: session.data.currency },
    now,
  );
}
