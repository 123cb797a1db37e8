import { refundPaymentWorkflow } from '@medusajs/medusa/core-flows';
import { ContainerRegistrationKeys } from '@medusajs/framework/utils';
import type { MedusaContainer } from '@medusajs/framework/types';

/** An order with what its payments captured and refunded so far. */
export async function orderWithPayments(container: MedusaContainer, orderId: string) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY);
  const {
    data: [order],
  } = await query.graph({
    entity: 'order',
    fields: ['id', 'sales_channel_id', 'payment_collections.payments.id', 'payment_collections.payments.amount', 'payment_collections.payments.refunds.amount'],
    filters: { id: orderId },
  });
  return order ?? null;
}

type OrderWithPayments = NonNullable<Awaited<ReturnType<typeof orderWithPayments>>>;

/** Pounds as whole piastres, so sums of Medusa's decimal amounts are exact. */
const piastresOf = (pounds: unknown) => Math.round(Number(pounds ?? 0) * 100);

/** A payment as Medusa's query gives it: what it captured and each refund made of it, in pounds. */
export interface PaymentWithRefunds {
  id: string;
  amount: unknown;
  refunds?: ({ amount: unknown } | null)[];
}

/**
 * What to refund of each payment, in piastres, for `upTo` pounds (left out: all they captured) to
 * have been refunded of them in all, each payment giving what is left of it in turn. Only the
 * difference from what was refunded already: nothing for a repeat, or for an older smaller
 * `upTo` arriving after a larger one.
 */
export function refundsOwed(payments: readonly PaymentWithRefunds[], upTo?: number): { paymentId: string; piastres: number }[] {
  const refundedOf = (payment: PaymentWithRefunds) => (payment.refunds ?? []).reduce((sum: number, refund) => sum + piastresOf(refund?.amount), 0);
  let owed = upTo === undefined ? Infinity : piastresOf(upTo) - payments.reduce((sum, payment) => sum + refundedOf(payment), 0);
  const owedByPayment: { paymentId: string; piastres: number }[] = [];
  for (const payment of payments) {
    if (owed <= 0) break;
    const piastres = Math.min(piastresOf(payment.amount) - refundedOf(payment), owed);
    if (piastres <= 0) continue;
    owedByPayment.push({ paymentId: payment.id, piastres });
    owed -= piastres;
  }
  return owedByPayment;
}

/** Refunds the order's payments through Paymob until `upTo` pounds (left out: all) are refunded of them in all (refundsOwed). */
export async function refundUpTo(container: MedusaContainer, order: OrderWithPayments, upTo?: number): Promise<void> {
  const collections = (order.payment_collections ?? []) as { payments?: (PaymentWithRefunds | null)[] }[];
  const payments = collections.flatMap((collection) => collection?.payments ?? []).flatMap((payment) => (payment ? [payment] : []));
  for (const { paymentId, piastres } of refundsOwed(payments, upTo)) {
    await refundPaymentWorkflow(container).run({ input: { payment_id: paymentId, amount: piastres / 100 } });
  }
}

/** Refunds what is left of each of the order's payments; what was refunded already is not refunded again. */
export function refundWhatIsLeft(container: MedusaContainer, order: OrderWithPayments): Promise<void> {
  return refundUpTo(container, order);
}
