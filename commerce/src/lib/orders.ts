import { ContainerRegistrationKeys } from '@medusajs/framework/utils';
import type { MedusaContainer } from '@medusajs/framework/types';
import type { PaidOrderEvent, TPriceUnit } from '@halaqa/shared/commerce-event';

export type PaidOrder = PaidOrderEvent['data'];

/*
 * Orders are read here in plain SQL over the order module's tables and its links to carts and
 * payment collections. Each paid order is read three times (the callback, the buyer's return, the
 * order.placed event); Medusa's query graph, hydrating through MikroORM, cost several times the
 * CPU for the same rows and was a good part of what limited checkouts per second.
 */

interface OrderRow {
  id: string;
  created_at: Date;
  version: number;
  metadata: { tenant_id?: string; user_id?: string; invoice_id?: string; pricing_id?: string } | null;
  cart_id: string | null;
  payment: { data: { transaction_id?: number | string } | null; amount: number | string } | null;
}

interface LineRow {
  unit_price: string;
  quantity: string;
  metadata: { course_id?: string; per?: TPriceUnit } | null;
}

/** The order placed from a cart, if there is one. */
export async function orderOfCart(container: MedusaContainer, cartId: string): Promise<string | null> {
  const knex = container.resolve(ContainerRegistrationKeys.PG_CONNECTION);
  const row = (await knex('order_cart').select('order_id').where('cart_id', cartId).whereNull('deleted_at').first()) as { order_id: string } | undefined;
  return row?.order_id ?? null;
}

/**
 * The order that paid a platform plan invoice, if there is one (cart metadata `invoice_id`, copied
 * onto the order). Not indexed: it runs once per invoice checkout, which is rare next to sales.
 */
export async function orderOfInvoice(container: MedusaContainer, invoiceId: string): Promise<string | null> {
  const knex = container.resolve(ContainerRegistrationKeys.PG_CONNECTION);
  const row = (await knex('order').select('id').whereRaw(`metadata->>'invoice_id' = ?`, [invoiceId]).whereNull('deleted_at').first()) as { id: string } | undefined;
  return row?.id ?? null;
}

/**
 * An order as the commerce service holds it: who paid (the cart's metadata, copied onto the
 * order), what (its course lines' metadata: course and period; or the plan invoice in the order's
 * metadata), with which Paymob transaction and for how much, and Halaqa's pricing record. The site
 * believes none of it until it matches what Halaqa priced (shared/src/payment-match.ts). The total is the sum of every item, the invoice's one custom line
 * included: nothing we sell carries tax, shipping or discount.
 */
export async function paidOrderOf(container: MedusaContainer, orderId: string): Promise<PaidOrder> {
  const knex = container.resolve(ContainerRegistrationKeys.PG_CONNECTION);
  const order = (await knex('order as o')
    .select(
      'o.id',
      'o.created_at',
      'o.version',
      'o.metadata',
      'oc.cart_id',
      knex.raw(
        `(SELECT json_build_object('data', p.data, 'amount', p.amount) FROM order_payment_collection opc JOIN payment p ON p.payment_collection_id = opc.payment_collection_id AND p.deleted_at IS NULL
          WHERE opc.order_id = o.id AND opc.deleted_at IS NULL ORDER BY p.created_at LIMIT 1) AS payment`,
      ),
    )
    .leftJoin('order_cart as oc', function joinCart() {
      this.on('oc.order_id', '=', 'o.id').andOnNull('oc.deleted_at');
    })
    .where('o.id', orderId)
    .whereNull('o.deleted_at')
    .first()) as OrderRow | undefined;
  if (!order) throw new Error(`Order ${orderId} not found`);
  const rows = (await knex('order_item as oi')
    .select(knex.raw('coalesce(oi.unit_price, li.unit_price) AS unit_price'), 'oi.quantity', 'li.metadata')
    .join('order_line_item as li', 'li.id', 'oi.item_id')
    .where({ 'oi.order_id': orderId, 'oi.version': order.version })
    .whereNull('oi.deleted_at')
    .whereNull('li.deleted_at')
    .orderBy('li.created_at')) as LineRow[];
  const items = rows.map((row) => ({ metadata: row.metadata, price: Number(row.unit_price) * Number(row.quantity) }));
  const lines = items.flatMap(({ metadata, price }) => (metadata?.course_id ? [{ courseId: metadata.course_id, price, per: metadata.per ?? 'lifetime' }] : []));
  return {
    orderId: order.id,
    cartId: order.cart_id ?? '',
    tenantId: order.metadata?.tenant_id ?? '',
    userId: order.metadata?.user_id ?? '',
    currency: 'egp',
    // Piastre-exact: each price has at most two decimals.
    total: Math.round(items.reduce((sum, item) => sum + item.price, 0) * 100) / 100,
    lines,
    invoiceId: order.metadata?.invoice_id ?? null,
    transactionId: String(order.payment?.data?.transaction_id ?? ''),
    paidAt: new Date(order.created_at).toISOString(),
    amountPaid: Number(order.payment?.amount ?? 0),
    pricingId: order.metadata?.pricing_id ?? null,
  };
}
