import type { Language } from '@halaqa/shared/i18n/languages';
import type { PricedCheckout } from '@halaqa/shared/payment-match';
import type { TenantContext } from '../context';
import { tenantDb } from '../tenant-db';

/**
 * What a checkout prices: its site and currency come from the request's context. `language`, the
 * page's, is what the order's mails are written in; it is not part of what a payment must match.
 */
export type Pricing = Pick<PricedCheckout, 'kind' | 'buyerId' | 'total' | 'lines' | 'invoiceId'> & { language?: Language };

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
      language: pricing.language,
    },
  });
  const result = await start(record.id);
  await db.update({ collection: 'priced-checkouts', id: record.id, data: { cartId: result.cartId } });
  return result;
}
