import { ContainerRegistrationKeys } from '@medusajs/framework/utils';
import type { MedusaContainer } from '@medusajs/framework/types';
import type { PaidOrderEvent, TPriceUnit } from '@halaqa/shared/commerce-event';

export type PaidOrder = PaidOrderEvent['data'];

/**
 * An order as the site records it: who bought (cart metadata), what (line metadata), with which
 * transaction. The total is the sum of the lines (courses carry no tax, shipping or discount):
 * asking Medusa for its computed `total` would have it work out every total of the order.
 */
export async function paidOrderOf(container: MedusaContainer, orderId: string): Promise<PaidOrder> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY);
  const {
    data: [order],
  } = await query.graph({
    entity: 'order',
    fields: ['id', 'created_at', 'metadata', 'items.unit_price', 'items.quantity', 'items.metadata', 'cart.id', 'payment_collections.payments.data'],
    filters: { id: orderId },
  });
  if (!order) throw new Error(`Order ${orderId} not found`);
  const metadata = (order.metadata ?? {}) as { tenant_id?: string; user_id?: string };
  const collections = (order.payment_collections ?? []) as ({ payments?: ({ data?: unknown } | null)[] } | null)[];
  const payment = collections.flatMap((collection) => collection?.payments ?? [])[0];
  const transactionId = (payment?.data as { transaction_id?: number } | undefined)?.transaction_id;
  const lines = ((order.items ?? []) as ({ unit_price?: unknown; quantity?: unknown; metadata?: unknown } | null)[]).map((item) => {
    const line = (item?.metadata ?? {}) as { course_id?: string; per?: TPriceUnit };
    return { courseId: line.course_id ?? '', price: Number(item?.unit_price) * Number(item?.quantity ?? 1), per: line.per ?? 'lifetime' };
  });
  return {
    orderId: order.id,
    cartId: (order as unknown as { cart?: { id: string } }).cart?.id ?? '',
    tenantId: metadata.tenant_id ?? '',
    userId: metadata.user_id ?? '',
    currency: 'egp',
    // Piastre-exact: each price has at most two decimals.
    total: Math.round(lines.reduce((sum, line) => sum + line.price, 0) * 100) / 100,
    lines,
    transactionId: String(transactionId ?? ''),
    paidAt: new Date(order.created_at as string | Date).toISOString(),
  };
}
