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
