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

/**
 * Refunds the order's payments through Paymob until `upTo` pounds (left out: all they captured)
 * have been refunded of them in all, each payment giving what is left of it in turn. Only the
 * difference from what was refunded already is refunded, so a repeat, or an older smaller `upTo`
 * arriving after a larger one, does nothing.
 */
export async function refundUpTo(container: MedusaContainer, order: OrderWithPayments, upTo?: number): Promise<void> {
  const collections = (order.payment_collections ?? []) as { payments?: { id: string; amount: unknown; refunds?: { amount: unknown }[] }[] }[];
  const payments = collections.flatMap((collection) => collection?.payments ?? []).flatMap((payment) => (payment ? [payment] : []));
  const refundedOf = (payment: (typeof payments)[number]) => (payment.refunds ?? []).reduce((sum: number, refund) => sum + piastresOf(refund?.amount), 0);
  const refundedSoFar = payments.reduce((sum, payment) => sum + refundedOf(payment), 0);
  let owed = upTo === undefined ? Infinity : piastresOf(upTo) - refundedSoFar;
  for (const payment of payments) {
    if (owed <= 0) break;
    const left = piastresOf(payment.amount) - refundedOf(payment);
    const amount = Math.min(left, owed);
    if (amount <= 0) continue;
    await refundPaymentWorkflow(container).run({ input: { payment_id: payment.id, amount: amount / 100 } });
    owed -= amount;
  }
}

/** Refunds what is left of each of the order's payments; what was refunded already is not refunded again. */
export function refundWhatIsLeft(container: MedusaContainer, order: OrderWithPayments): Promise<void> {
  return refundUpTo(container, order);
}
