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

/**
 * Refunds what is left of each of the order's payments through Paymob; what was refunded already
 * is not refunded again, so a repeat does nothing.
 */
export async function refundWhatIsLeft(container: MedusaContainer, order: OrderWithPayments): Promise<void> {
  const collections = (order.payment_collections ?? []) as { payments?: { id: string; amount: unknown; refunds?: { amount: unknown }[] }[] }[];
  for (const payment of collections.flatMap((collection) => collection?.payments ?? [])) {
    if (!payment) continue;
    const refunded = (payment.refunds ?? []).reduce((sum: number, refund) => sum + Number(refund?.amount ?? 0), 0);
    const left = Number(payment.amount) - refunded;
    if (left > 0) await refundPaymentWorkflow(container).run({ input: { payment_id: payment.id, amount: left } });
  }
}
