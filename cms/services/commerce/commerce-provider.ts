/**
 * The site's one door to the commerce service (issue #11). Medusa holds products, carts, orders,
 * payments and refunds for every site; the site's server is its only client. Each site is one
 * Medusa sales channel with one publishable key (`CommerceStore`), kept on the tenant.
 *
 * Amounts crossing this interface are EGP as Medusa stores them: pounds, up to two decimals
 * (1500 = EGP 1,500.00). Halaqa's own records convert to piastres (shared/src/commission.ts).
 */
import type { CourseProduct, PaidOrderEvent } from '@halaqa/shared/commerce-event';

export type { CourseProduct };

/** A site's place in Medusa: created once per tenant, idempotently (by tenant id). */
export interface CommerceStore {
  salesChannelId: string;
  publishableKey: string;
}

export interface CheckoutRequest {
  tenantId: string;
  userId: string;
  email: string;
  courseIds: string[];
  /** Where the gateway sends the buyer back (the tenant's configured domain + /cart). */
  returnUrl: string;
  /** Where the gateway posts its server callback (the tenant's domain + the callback path). */
  notificationUrl: string;
}

/** A paid order as Halaqa records it; the same whether it came by event, callback or return. */
export type PaidOrder = PaidOrderEvent['data'];

export interface CommerceProvider {
  /** The site's sales channel and publishable key, created when missing. */
  ensureStore(tenant: { id: string; name: string }): Promise<CommerceStore>;
  /** Creates, reprices, unlists or deletes the course's product so it matches `course`. */
  syncCourse(store: CommerceStore, course: CourseProduct): Promise<void>;
  /**
   * Builds the cart with its lines in one call and starts a payment session with Paymob;
   * answers the hosted page's URL. Courses without a product in this store are refused
   * (AppError NOT_FOR_SALE), whatever id is sent.
   */
  checkout(store: CommerceStore, request: CheckoutRequest): Promise<{ redirectUrl: string; cartId: string }>;
  /**
   * Confirms a payment by Paymob's transaction id (the buyer's return from the hosted page):
   * checks it with Paymob (signed order id, success, amount, currency, at most 5 minutes old),
   * completes the cart if the callback has not already, and answers the order. AppErrors:
   * TRANSACTION_TOO_OLD, TRANSACTION_OTHER_ACCOUNT (the cart's user is not `userId`),
   * PAYMENT_NOT_CONFIRMED (declined, pending, unknown, another store's).
   */
  confirmTransaction(store: CommerceStore, request: { tenantId: string; userId: string; transactionId: string }): Promise<PaidOrder>;
  /**
   * Hands Paymob's server callback (its query string and body exactly as received) to Medusa,
   * which checks the HMAC and the payment and completes the cart. Answers the paid order, or null
   * when the callback pays nothing (bad HMAC, declined, pending, altered amount, not ours).
   * Repeats answer the same order; the cart is completed once.
   */
  forwardPaymobCallback(request: { query: string; body: string }): Promise<PaidOrder | null>;
  /** Refunds an order in full through Paymob. Refunding a refunded order does nothing. */
  refund(store: CommerceStore, orderId: string): Promise<void>;
}
