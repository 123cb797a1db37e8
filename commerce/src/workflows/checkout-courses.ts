import { createCartsStep, createPaymentCollectionsStep, createPaymentSessionStep, createRemoteLinkStep } from '@medusajs/medusa/core-flows';
import { createWorkflow, transform, WorkflowResponse } from '@medusajs/framework/workflows-sdk';
import { Modules } from '@medusajs/framework/utils';
import type { CourseVariant } from '../lib/catalogue';
import { PAYMOB_PROVIDER_ID } from '../lib/paymob-payments';

export interface CheckoutCoursesInput {
  regionId: string;
  salesChannelId: string;
  tenantId: string;
  userId: string;
  email: string;
  /** The courses bought, each with the variant of this channel that sells it (already checked). */
  lines: { courseId: string; variant: CourseVariant }[];
  /** Where Paymob sends its server callback and where it returns the buyer. */
  notificationUrl: string;
  returnUrl: string;
}

/**
 * A course checkout as one workflow of Medusa's own steps: the cart with its lines, its payment
 * collection (linked to the cart, as completeCartWorkflow expects) and its Paymob payment session; a failing step undoes the ones before it.
 *
 * Why not createCartWorkflow, createPaymentCollectionForCartWorkflow and
 * createPaymentSessionsWorkflow: those three run a dozen nested workflows (customer, pricing,
 * inventory, tax lines, promotions, totals), each checkpointed, for what a course never has, and
 * were most of the commerce service's CPU per checkout (commerce/README.md, measured). A course
 * line is one digital item in EGP: no shipping, no tax, no discount, no inventory, one price read
 * with the variant (`variantsOfCourses`), and the buyer is our user by metadata, never a Medusa
 * customer. completeCartWorkflow still validates the cart, the payment and the tenant guard.
 */
export const checkoutCoursesWorkflow = createWorkflow('halaqa-checkout-courses', (input: CheckoutCoursesInput) => {
  const cartData = transform({ input }, ({ input }) => [
    {
      region_id: input.regionId,
      sales_channel_id: input.salesChannelId,
      currency_code: 'egp',
      email: input.email,
      metadata: { tenant_id: input.tenantId, user_id: input.userId },
      items: input.lines.map(({ courseId, variant }) => ({
        title: variant.variantTitle,
        product_id: variant.productId,
        product_title: variant.productTitle,
        variant_id: variant.variantId,
        variant_title: variant.variantTitle,
        quantity: 1,
        unit_price: variant.price,
        requires_shipping: false,
        is_discountable: false,
        is_tax_inclusive: false,
        metadata: { course_id: courseId, per: variant.per },
      })),
    },
  ]);
  const carts = createCartsStep(cartData);
  const collectionData = transform({ input }, ({ input }) => [
    // Piastre-exact: each price has at most two decimals.
    { currency_code: 'egp', amount: Math.round(input.lines.reduce((sum, line) => sum + line.variant.price, 0) * 100) / 100 },
  ]);
  const collections = createPaymentCollectionsStep(collectionData);
  const ids = transform({ carts, collections }, ({ carts, collections }) => ({ cartId: carts[0]!.id, collectionId: collections[0]!.id, amount: collections[0]!.amount }));
  const link = transform({ ids }, ({ ids }) => [{ [Modules.CART]: { cart_id: ids.cartId }, [Modules.PAYMENT]: { payment_collection_id: ids.collectionId } }]);
  createRemoteLinkStep(link);
  const sessionInput = transform({ input, ids }, ({ input, ids }) => ({
    payment_collection_id: ids.collectionId,
    provider_id: PAYMOB_PROVIDER_ID,
    currency_code: 'egp',
    amount: ids.amount,
    // The provider's intention (paymob-provider.ts); the cart id is its merchant reference.
    data: { notification_url: input.notificationUrl, redirection_url: input.returnUrl, email: input.email, reference: ids.cartId },
  }));
  const session = createPaymentSessionStep(sessionInput);
  return new WorkflowResponse(transform({ ids, session }, ({ ids, session }) => ({ cartId: ids.cartId, checkoutUrl: String((session.data as { checkout_url?: string }).checkout_url) })));
});
