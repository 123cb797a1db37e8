import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * What a price buys access for (learning-content §3). Written out here, not derived, because the
 * commerce service compiles this file on its own; schemas/courses.ts checks its list against it.
 */
export type TPriceUnit = 'week' | 'month' | 'session' | 'year' | 'day' | 'lifetime';

/** What the commerce service needs of a course to sell it. A course that is not `forSale` has no product. */
export interface CourseProduct {
  tenantId: string;
  courseId: string;
  name: string;
  /** EGP in pounds; > 0 for a product to exist. */
  price: number;
  per: TPriceUnit;
  /** Priced, listed and not deleted. */
  forSale: boolean;
}

/**
 * A site's owner paying a platform plan invoice (issue #12): the platform sells, through its own
 * Paymob account, in no site's store. What the site sends the commerce service for every invoice
 * payment (commerce/src/lib/invoice-payer.ts validates it); amounts are EGP as Medusa stores them.
 */
export interface InvoicePayer {
  tenantId: string;
  /** The payer (the site's owner), who must be the one confirming the payment. */
  userId: string;
  email: string;
  invoiceId: string;
  /** The line's title on the gateway's page and in Medusa, e.g. "Halaqa — Pro plan, yearly". */
  description: string;
  /** EGP in pounds, > 0, at most two decimals. */
  amount: number;
  /** Where the gateway posts its server callback (the tenant's domain + the callback path). */
  notificationUrl: string;
  /** Halaqa's record of what it priced (the invoice and its amount), carried in the cart (issue #39). */
  pricingId: string;
}

/** The body of POST /halaqa/invoice-checkout: the invoice paid on the gateway's hosted page. */
export interface InvoiceCheckoutRequest extends InvoicePayer {
  /** Where the gateway sends the payer back. */
  returnUrl: string;
}

/**
 * The body of POST /halaqa/invoice-charge: the invoice paid with the owner's saved card, no one
 * present (automatic renewal). No `returnUrl`: no one is there to return.
 */
export interface InvoiceChargeRequest extends InvoicePayer {
  /** The token of Paymob's card token callback, as the site keeps it. */
  cardToken: string;
}

/**
 * What Medusa tells the site (issue #11): POST /api/commerce/events with the JSON body below and
 * `x-halaqa-signature: sha256=<hex HMAC-SHA256 of the raw body with COMMERCE_WEBHOOK_SECRET>`.
 * The site records each event id once. Server-side only (node:crypto).
 */
export interface PaidOrderEvent {
  /** Unique per event; a repeat of the same id is acknowledged and ignored. */
  id: string;
  type: 'order.paid';
  data: {
    orderId: string;
    cartId: string;
    tenantId: string;
    userId: string;
    currency: 'egp';
    /** EGP in pounds, as Medusa stores it: everything the order charged (its course lines, or the invoice's amount). */
    total: number;
    /** The courses bought; none for a plan invoice. */
    lines: { courseId: string; price: number; per: TPriceUnit }[];
    /**
     * The platform plan invoice the order pays (issue #12: the platform sells, the site's owner
     * pays), or null for a course order (the site sells).
     */
    invoiceId: string | null;
    transactionId: string;
    paidAt: string;
    /** EGP in pounds: what the payment captured (Paymob's amount, checked against the session). */
    amountPaid: number;
    /**
     * Halaqa's own record of what it priced for this checkout (issue #39), carried in the cart's
     * metadata; null for a cart Halaqa did not make. The site records only what matches it.
     */
    pricingId: string | null;
  };
}

export const COMMERCE_SIGNATURE_HEADER = 'x-halaqa-signature';

export function signCommerceEvent(rawBody: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;
}

/** Constant-time check of the signature header against the raw body. */
export function isSignedCommerceEvent(rawBody: string, signature: string | null, secret: string): boolean {
  if (!signature) return false;
  const expected = Buffer.from(signCommerceEvent(rawBody, secret));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
