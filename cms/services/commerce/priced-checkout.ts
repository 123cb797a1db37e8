import type { PricedCheckout } from '@halaqa/shared/payment-match';
import type { TenantContext } from '../context';
import { tenantDb } from '../tenant-db';

/** What a checkout prices: its site and currency come from the request's context. */
export type Pricing = Pick<PricedCheckout, 'kind' | 'buyerId' | 'total' | 'lines' | 'invoiceId'>;

/**
 * Runs a checkout with the commerce service around Halaqa's own record of what it priced (issue
 * #39): the record is written (and committed) first, `start` gets its id to carry in the cart,
 * and the cart's id is added to it once the commerce service answered. No transaction is open
 * during `start`, and a payment that arrives before the cart's id is written still finds the
 * record by its id. A checkout that failed leaves a record no order will ever name.
 */
export async function withPricedCheckout<R extends { cartId: string }>(ctx: TenantContext, pricing: Pricing, start: (pricingId: string) => Promise<R>): Promise<R> {
  const db = tenantDb(ctx);
  const record = await db.create({
    collection: 'priced-checkouts',
    data: {
      kind: pricing.kind,
      buyer: pricing.buyerId,
      currency: 'egp',
      total: pricing.total,
      lines: pricing.lines.map((line) => ({ course: line.courseId, price: line.price, per: line.per })),
      invoice: pricing.invoiceId,
    },
  });
  const result = await start(record.id);
  await db.update({ collection: 'priced-checkouts', id: record.id, data: { cartId: result.cartId } });
  return result;
}
