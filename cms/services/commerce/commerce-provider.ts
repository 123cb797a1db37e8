/**
 * The site's one door to the commerce service (issue #11). Medusa holds products, carts, orders,
 * payments and refunds for every site; the site's server is its only client. Each site is one
 * Medusa sales channel with one publishable key (`CommerceStore`), kept on the tenant.
 *
 * Amounts crossing this interface are EGP as Medusa stores them: pounds, up to two decimals
 * (1500 = EGP 1,500.00). Halaqa's own records convert to piastres (shared/src/commission.ts).
 */
import type { CourseProduct, InvoiceChargeRequest, InvoiceCheckoutRequest, PaidOrderEvent } from '@halaqa/shared/commerce-event';

// A plan invoice's payment requests (issue #12) are declared once, with the commerce service's routes that take them.
export type { CourseProduct, InvoiceChargeRequest, InvoiceCheckoutRequest };

/** A site's place in Medusa: created once per tenant, idempotently (by tenant id). */
export interface CommerceStore {
  salesChannelId: string;
  publishableKey: string;
}

export interface CheckoutRequest {
  tenantId: string;
  userId: string;
  email: string;
  /** Each course with the price (EGP in pounds) and period Halaqa priced it at. */
  lines: { courseId: string; price: number; per: CourseProduct['per'] }[];
  /** Where the gateway sends the buyer back (the tenant's configured domain + /cart). */
  returnUrl: string;
  /** Where the gateway posts its server callback (the tenant's domain + the callback path). */
  notificationUrl: string;
  /** Halaqa's record of what it priced (priced-checkout.ts), carried in the cart. */
  pricingId: string;
}

/**
 * A payment to give back in full because Halaqa recorded nothing for it (issue #39): an order
 * that is not what Halaqa priced, or a Paymob transaction that paid no order.
 */
export type UnmatchedPayment = { orderId: string } | { transactionId: string };

/**
 * A paid order as Halaqa records it; the same whether it came by event, callback or return. A
 * course order has its courses in `lines` and `invoiceId` null; a plan invoice's order has no
 * lines, the invoice's id and its amount as `total`.
 */
export type PaidOrder = PaidOrderEvent['data'];

/**
 * A card the site's owner saved with Paymob while paying a plan invoice (issue #12): what an
 * automatic renewal charges (`chargeSavedCard`). Keep `token` secret, like a password (it pays);
 * `maskedPan` (e.g. `xxxx-xxxx-xxxx-2346`) is what may be shown.
 */
export interface SavedCard {
  token: string;
  maskedPan: string;
  tenantId: string;
  /** Who saved it (the payer of the invoice). */
  userId: string;
  /** The invoice being paid when it was saved. */
  invoiceId: string;
}

/** A plan invoice's paid order. */
export type PaidInvoiceOrder = PaidOrder & { invoiceId: string };

/** Whether a paid order pays a plan invoice (for the platform) rather than courses (for the site). */
export function isInvoiceOrder(order: PaidOrder): order is PaidInvoiceOrder {
  // Not `!== null`: an order reported by a commerce service older than invoices has no such field.
  return typeof order.invoiceId === 'string';
}

export interface CommerceProvider {
  /** The site's sales channel and publishable key, created when missing. */
  ensureStore(tenant: { id: string; name: string }): Promise<CommerceStore>;
  /** Creates, reprices, unlists or deletes the course's product so it matches `course`. */
  syncCourse(store: CommerceStore, course: CourseProduct): Promise<void>;
  /**
   * Builds the cart with its lines in one call and starts a payment session with Paymob;
   * answers the hosted page's URL. Courses without a product in this store at the price and
   * period sent are refused (AppError NOT_FOR_SALE), whatever id is sent.
   */
  checkout(store: CommerceStore, request: CheckoutRequest): Promise<{ redirectUrl: string; cartId: string }>;
  /**
   * Confirms a payment by Paymob's transaction id (the buyer's return from the hosted page):
   * checks it with Paymob (signed order id, success, amount, currency, at most 5 minutes old),
   * completes the cart if the callback has not already, and answers the order. AppErrors:
   * TRANSACTION_TOO_OLD, TRANSACTION_OTHER_ACCOUNT (the cart's user is not `userId`),
   * PAYMENT_NOT_CONFIRMED (declined, pending, unknown, another store's, a plan invoice's).
   */
  confirmTransaction(store: CommerceStore, request: { tenantId: string; userId: string; transactionId: string }): Promise<PaidOrder>;
  /**
   * Hands Paymob's server callback (its query string and body exactly as received) to Medusa,
   * which checks the HMAC and the payment and completes the cart. `order` is the paid order (a
   * course order or a plan invoice's: see `isInvoiceOrder`), or null when the callback pays
   * nothing (bad HMAC, declined, pending, altered amount, not ours, a card token). Repeats answer
   * the same order; the cart is completed once. `savedCard` is set only for Paymob's verified
   * card token callback of a plan invoice's payment (the owner ticked "save my card"); a card
   * saved while buying courses, or an unsigned or forged token callback, gives null.
   * `unmatchedTransactionId` names a verified payment in which Paymob took money that pays no
   * order (its cart changed after checkout, it came too late, or the cart was paid already).
   */
  forwardPaymobCallback(request: { query: string; body: string }): Promise<{ order: PaidOrder | null; savedCard: SavedCard | null; unmatchedTransactionId: string | null }>;
  /**
   * Starts the payment of a platform plan invoice: a cart in no site's store with one line for the
   * invoice's amount, and a Paymob session on the platform's account; answers the hosted page.
   * Each call makes a new cart (the owner may retry an unpaid one); an invoice an order has paid
   * already is refused (AppError INVOICE_ALREADY_PAID).
   */
  checkoutInvoice(request: InvoiceCheckoutRequest): Promise<{ redirectUrl: string; cartId: string }>;
  /**
   * `confirmTransaction` for a plan invoice: the transaction must pay an invoice cart of this
   * tenant, started by `userId`. Answers the order (with its `invoiceId`, no lines). AppErrors as
   * confirmTransaction: TRANSACTION_TOO_OLD, TRANSACTION_OTHER_ACCOUNT, PAYMENT_NOT_CONFIRMED
   * (also for a course purchase's transaction, or another site's invoice).
   */
  confirmInvoiceTransaction(request: { tenantId: string; userId: string; transactionId: string }): Promise<PaidOrder>;
  /**
   * Pays a plan invoice with a saved card, no one present (automatic renewal): a new invoice cart
   * whose Paymob payment is charged to `cardToken` at once; answers the order (its `invoiceId`,
   * `total`). AppErrors: INVOICE_ALREADY_PAID (an order paid it already: nothing is charged),
   * PAYMENT_NOT_CONFIRMED (declined, or a token Paymob does not know: no order),
   * PAYMENTS_UNAVAILABLE (no MOTO integration configured, or the service failing). `returnUrl`
   * is not used (no one is there to return).
   */
  chargeSavedCard(request: InvoiceCheckoutRequest & Pick<InvoiceChargeRequest, 'cardToken'>): Promise<PaidOrder>;
  /**
   * Refunds an order through Paymob until `upTo` (EGP in pounds) has been refunded of it in all:
   * only the difference is refunded, so asking again, or for less than is refunded already, does
   * nothing. Left out, the whole order.
   */
  refund(store: CommerceStore, orderId: string, upTo?: number): Promise<void>;
  /**
   * Refunds in full a payment Halaqa refused to record, whatever store it was made in: an order,
   * or a transaction that paid no order (refused as NOT_FOUND unless Paymob holds it as a
   * captured payment, and when it pays an order). What was refunded is not refunded again.
   */
  refundUnmatched(payment: UnmatchedPayment): Promise<void>;
}
