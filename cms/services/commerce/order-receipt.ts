import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import { orderNumberFrom, orderNumberText } from '@halaqa/shared/order-number';
import type { OrderReceiptDocument } from '@halaqa/shared/receipt-document';
import type { Order } from '../../payload-types';
import type { TenantContext } from '../context';
import type { SiteTenant } from '../tenants/site-tenant';
import type { Actor } from '../users/actor';
import { buyerOrderByNumber } from './buyer-order';

/**
 * The receipt of one of the buyer's orders, by the number they see on it ("R-000042"): from the
 * site, to the buyer as they paid, each course with the name and price it was bought at. Anyone
 * else's order, another site's, or a number that is not one, is not found (404).
 */
export async function orderReceiptOf(ctx: TenantContext, buyer: Actor, numberText: string): Promise<OrderReceiptDocument> {
  const number = orderNumberFrom(numberText);
  const order = number === null ? null : await buyerOrderByNumber(ctx, buyer, number);
  if (!order) throw new AppError(AppErrorCode.NOT_FOUND);
  return receiptDocumentOfOrder(ctx.tenant, order);
}

/** An order's receipt: from the site, to the buyer as they paid, each course as it was bought. */
export function receiptDocumentOfOrder(tenant: Pick<SiteTenant, 'siteName' | 'name' | 'domains'>, order: Order): OrderReceiptDocument {
  return {
    number: orderNumberText(order.number),
    paidAt: new Date(order.paidAt),
    transactionId: order.transactionId,
    refunded: order.status !== 'paid',
    refundedPiastres: order.refunded,
    lines: order.lines.map((line) => ({ name: line.courseName ?? '', amountPiastres: line.price, per: line.per })),
    totalPiastres: order.total,
    site: { name: tenant.siteName ?? tenant.name, domain: tenant.domains[0]?.domain ?? '' },
    buyer: { name: order.buyerName ?? '', email: order.buyerEmail ?? '' },
  };
}
