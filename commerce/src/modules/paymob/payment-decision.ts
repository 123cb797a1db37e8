import type { CallbackVerification, PaymobTransaction } from './callback-hmac';

/** The spec's rule (learning-content §5, §9): a payment transaction older than 5 minutes is ignored. */
export const TRANSACTION_MAX_AGE_MS = 5 * 60 * 1000;
/**
 * How far in the future a transaction may be dated and still count (issue #39): only a clock
 * can put it there, Paymob's ahead of ours. A minute is far more than NTP-kept clocks drift and
 * a fifth of the window, so a replay gains at most that; beyond it, the date is not believed.
 */
export const CLOCK_SKEW_MS = 60 * 1000;

/** What the order expects, bound when its intention was created. */
export interface ExpectedPayment {
  /** Paymob's `intention_order_id` for this order: signed in every callback, unlike our own references. */
  orderId: number;
  amountCents: number;
  currency: string;
}

export type PaymentRefusal =
  | 'bad-signature'
  | 'not-successful'
  | 'pending'
  | 'not-a-payment'
  | 'reversed'
  | 'wrong-order'
  | 'amount-mismatch'
  | 'currency-mismatch'
  | 'too-old'
  | 'dated-in-the-future';

export type PaymentDecision = { register: true; transaction: PaymobTransaction } | { register: false; refusal: PaymentRefusal };

/**
 * Whether a verified callback pays for this order. The order is found only through Paymob's
 * signed `order.id`; `merchant_order_id` and `special_reference` are never trusted because the
 * HMAC does not cover them. Age is measured from `created_at` because Paymob sends no delivery
 * timestamp, so a replayed callback is refused once five minutes have passed, and one dated
 * ahead of now by more than CLOCK_SKEW_MS is refused too: a future date would stretch the window.
 */
export function paymentDecision(verification: CallbackVerification, expected: ExpectedPayment, now: Date): PaymentDecision {
  if (!verification.verified) return { register: false, refusal: 'bad-signature' };
  const { transaction } = verification;
  const refuse = (refusal: PaymentRefusal): PaymentDecision => ({ register: false, refusal });
  if (transaction.orderId !== expected.orderId) return refuse('wrong-order');
  if (!transaction.success) return refuse('not-successful');
  if (transaction.pending) return refuse('pending');
  // A refund's callback is also success=true for the same order and amount.
  if (transaction.hasParentTransaction) return refuse('not-a-payment');
  // Before `reversed`: a late payment is refunded (issue #39), and its payer is still told it came too late.
  const ages = transaction.createdAt.map((createdAt) => now.getTime() - createdAt.getTime());
  // A Cairo time of the hour that happens twice names two instants: it counts if either is recent.
  if (!ages.some((age) => age >= -CLOCK_SKEW_MS && age <= TRANSACTION_MAX_AGE_MS)) {
    return refuse(ages.some((age) => age > TRANSACTION_MAX_AGE_MS) ? 'too-old' : 'dated-in-the-future');
  }
  if (transaction.isRefunded || transaction.isVoided) return refuse('reversed');
  if (transaction.amountCents !== expected.amountCents) return refuse('amount-mismatch');
  if (transaction.currency !== expected.currency) return refuse('currency-mismatch');
  return { register: true, transaction };
}
