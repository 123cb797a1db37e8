import type { PaidOrderEvent, TPriceUnit } from './commerce-event';
import { piastresOf as piastres } from './commission';

/**
 * What Halaqa priced when a buyer checked out (issue #39), kept on its own side before the
 * commerce service was called: the only account of a sale that Halaqa trusts. Amounts in piastres.
 */
export interface PricedCheckout {
  kind: 'courses' | 'invoice';
  tenantId: string;
  buyerId: string;
  /** The commerce service's cart, once its checkout answered; null while that call was under way. */
  cartId: string | null;
  currency: 'egp';
  total: number;
  /** The courses priced (none for a plan invoice). */
  lines: { courseId: string; price: number; per: TPriceUnit }[];
  /** The plan invoice priced, for `kind: 'invoice'`. */
  invoiceId: string | null;
}

/** A paid order as the commerce service reports it: amounts in pounds, as Medusa stores them. */
export type ReportedOrder = Pick<PaidOrderEvent['data'], 'cartId' | 'tenantId' | 'userId' | 'currency' | 'total' | 'amountPaid' | 'lines' | 'invoiceId'>;

/** Why a paid order is not what Halaqa priced. */
export type PaymentMismatch = 'not-priced' | 'other-cart' | 'other-site' | 'other-buyer' | 'currency' | 'amount' | 'kind' | 'invoice' | 'lines';

const lineKey = (line: { courseId: string; price: number; per: TPriceUnit }) => `${line.courseId}|${line.price}|${line.per}`;

/**
 * Whether a paid order is exactly the checkout Halaqa priced: the same cart, site, buyer and
 * currency; the amount paid and the order's total both the priced total; a course order's lines
 * the same courses at the same prices for the same periods (in any order), a plan invoice's order
 * the same invoice and no course line. Null when it matches; otherwise the first difference.
 * Everything the order says comes from the commerce service's records, which a caller holding a
 * store key could once rewrite: nothing of it is believed unless Halaqa priced it so.
 */
export function paymentMismatch(priced: PricedCheckout | null, order: ReportedOrder): PaymentMismatch | null {
  if (!priced) return 'not-priced';
  if (priced.cartId !== null && priced.cartId !== order.cartId) return 'other-cart';
  if (priced.tenantId !== order.tenantId) return 'other-site';
  if (priced.buyerId !== order.userId) return 'other-buyer';
  if (priced.currency !== order.currency) return 'currency';
  if (piastres(order.amountPaid) !== priced.total || piastres(order.total) !== priced.total) return 'amount';
  if ((priced.kind === 'invoice') !== (order.invoiceId !== null)) return 'kind';
  if (priced.kind === 'invoice') return priced.invoiceId === order.invoiceId && order.lines.length === 0 ? null : 'invoice';
  const pricedLines = priced.lines.map(lineKey).sort();
  const paidLines = order.lines.map((line) => lineKey({ ...line, price: piastres(line.price) })).sort();
  return pricedLines.length === paidLines.length && pricedLines.every((key, index) => key === paidLines[index]) ? null : 'lines';
}
