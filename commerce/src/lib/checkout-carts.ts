import type { CheckoutCartInput, CheckoutLine } from '../workflows/checkout-cart';
import type { CourseVariant } from './catalogue';

/** Who pays, and where Paymob calls back and returns them. */
interface Payer {
  regionId: string;
  tenantId: string;
  userId: string;
  /** Halaqa's record of what it priced: the site records the payment only if it matches (issue #39). */
  pricingId: string;
  email: string;
  notificationUrl: string;
  returnUrl: string;
}

const digitalItem = { quantity: 1, requires_shipping: false, is_discountable: false, is_tax_inclusive: false } as const;

/**
 * A site's sale: a cart in the site's sales channel with one line per course, each the variant of
 * this channel that sells it (already found with `variantsOfCourses`). The tenant guard checks the
 * channel again when the cart is completed.
 */
export function courseCart(payer: Payer & { salesChannelId: string; lines: { courseId: string; variant: CourseVariant }[] }): CheckoutCartInput {
  return {
    cart: {
      region_id: payer.regionId,
      sales_channel_id: payer.salesChannelId,
      email: payer.email,
      metadata: { tenant_id: payer.tenantId, user_id: payer.userId, pricing_id: payer.pricingId },
      items: payer.lines.map(({ courseId, variant }): CheckoutLine => ({
        ...digitalItem,
        title: variant.variantTitle,
        product_id: variant.productId,
        product_title: variant.productTitle,
        variant_id: variant.variantId,
        variant_title: variant.variantTitle,
        unit_price: variant.price,
        metadata: { course_id: courseId, per: variant.per },
      })),
    },
    notificationUrl: payer.notificationUrl,
    returnUrl: payer.returnUrl,
  };
}

/**
 * The platform's sale (issue #12): a site's owner pays a plan invoice. The money is the platform's,
 * not the site's, so the cart is in no sales channel, and its one line is custom (no product, no
 * variant): a cart without a channel can never take a variant line (the tenant guard). Paid on the
 * hosted page (`returnUrl`), or by charging the owner's saved card (`chargeSavedCard`, no page).
 */
export function invoiceCart(
  payer: Omit<Payer, 'returnUrl'> & { invoiceId: string; description: string; amount: number } & ({ returnUrl: string } | { chargeSavedCard: true }),
): CheckoutCartInput {
  return {
    cart: {
      region_id: payer.regionId,
      email: payer.email,
      metadata: { tenant_id: payer.tenantId, user_id: payer.userId, invoice_id: payer.invoiceId, pricing_id: payer.pricingId },
      items: [
        {
          ...digitalItem,
          title: payer.description,
          // Piastre-exact (the route allows two decimals; this drops floating-point noise).
          unit_price: Math.round(payer.amount * 100) / 100,
          // Its price is the invoice's, not a variant's: nothing may reprice it.
          is_custom_price: true,
          metadata: { invoice_id: payer.invoiceId },
        },
      ],
    },
    description: payer.description,
    notificationUrl: payer.notificationUrl,
    ...('chargeSavedCard' in payer ? { chargeSavedCard: true } : { returnUrl: payer.returnUrl }),
  };
}
