import type { Language } from '@halaqa/shared/i18n/languages';
import type { PricedCheckout } from '@halaqa/shared/payment-match';
import type { Payload } from 'payload';
import { z } from 'zod';
import { idOnlyContext } from '../plans/id-only-context';
import { tenantDb } from '../tenant-db';
import type { PaidOrder } from './commerce-provider';

const ZUuid = z.string().uuid();

/**
 * Halaqa's record of what it priced for a paid order: the record the order's cart names, among
 * the records of the site the order names (so an order whose site was rewritten finds none).
 * Null when there is none: the order was not priced here. With it, the page's language at checkout.
 */
export async function pricingOfOrder(payload: Payload, order: PaidOrder): Promise<(PricedCheckout & { language: Language | null }) | null> {
  if (!ZUuid.safeParse(order.pricingId).success || !ZUuid.safeParse(order.tenantId).success) return null;
  const record = await tenantDb(idOnlyContext(payload, order.tenantId)).findById({ collection: 'priced-checkouts', id: order.pricingId! });
  if (!record) return null;
  return {
    kind: record.kind,
    tenantId: order.tenantId,
    buyerId: record.buyer,
    cartId: record.cartId ?? null,
    currency: record.currency,
    total: record.total,
    lines: (record.lines ?? []).map((line) => ({ courseId: line.course, price: line.price, per: line.per })),
    invoiceId: record.invoice ?? null,
    language: record.language ?? null,
  };
}
