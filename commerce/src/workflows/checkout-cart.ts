import { createCartsStep, createPaymentCollectionsStep, createPaymentSessionStep, createRemoteLinkStep } from '@medusajs/medusa/core-flows';
import { createWorkflow, transform, WorkflowResponse } from '@medusajs/framework/workflows-sdk';
import { Modules } from '@medusajs/framework/utils';
import type { CreateLineItemDTO } from '@medusajs/framework/types';
import { PAYMOB_PROVIDER_ID } from '../lib/paymob-payments';
import type { PaymobSessionData } from '../modules/paymob/paymob-provider';

/** One digital item in EGP, bought once: no shipping, tax or discount. */
export type CheckoutLine = CreateLineItemDTO & { quantity: 1; unit_price: number; requires_shipping: false; is_discountable: false; is_tax_inclusive: false };

export interface CheckoutCartInput {
  /** The cart as it is made (src/lib/checkout-carts.ts): a site's courses, or a plan invoice. */
  cart: {
    region_id: string;
    /** The site's channel for its courses; none for the platform's own sales (plan invoices). */
    sales_channel_id?: string;
    email: string;
    metadata: Record<string, string>;
    items: CheckoutLine[];
  };
  /** The item's name on Paymob's page and records (the provider says "Courses" without it). */
  description?: string;
  /** Where Paymob sends its server callback. */
  notificationUrl: string;
  /** Where Paymob returns the payer from its hosted page; none when a saved card is charged. */
  returnUrl?: string;
  /** The session's intention charges a saved card (Paymob's MOTO integration), with no page. */
  chargeSavedCard?: true;
}

/**
 * A checkout as one workflow of Medusa's own steps: the cart with its lines, its payment
 * collection (linked to the cart, as completeCartWorkflow expects) for the lines' sum, and its
 * Paymob payment session; a failing step undoes the ones before it.
 *
 * Why not createCartWorkflow, createPaymentCollectionForCartWorkflow and
 * createPaymentSessionsWorkflow: those three run a dozen nested workflows (customer, pricing,
 * inventory, tax lines, promotions, totals), each checkpointed, for what we never sell, and were
 * most of the commerce service's CPU per checkout (commerce/README.md, measured). Each line is one
 * digital item in EGP with its price already known, and the payer is our user by metadata, never
 * a Medusa customer. completeCartWorkflow still validates the cart, the payment and the tenant
 * guard.
 */
export const checkoutCartWorkflow = createWorkflow('halaqa-checkout-cart', (input: CheckoutCartInput) => {
  const cartData = transform({ input }, ({ input }) => [{ ...input.cart, currency_code: 'egp' }]);
  const carts = createCartsStep(cartData);
  const collectionData = transform({ input }, ({ input }) => [
    // Piastre-exact: each price has at most two decimals.
    { currency_code: 'egp', amount: Math.round(input.cart.items.reduce((sum, line) => sum + line.unit_price, 0) * 100) / 100 },
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
    data: {
      notification_url: input.notificationUrl,
      ...(input.returnUrl ? { redirection_url: input.returnUrl } : {}),
      ...(input.chargeSavedCard ? { saved_card: true } : {}),
      email: input.cart.email,
      reference: ids.cartId,
      ...(input.description ? { description: input.description } : {}),
    },
  }));
  const session = createPaymentSessionStep(sessionInput);
  return new WorkflowResponse(
    transform({ ids, session }, ({ ids, session }) => {
      const data = session.data as PaymobSessionData;
      // The hosted page for a payer; the payment key when a saved card is to be charged.
      return { cartId: ids.cartId, checkoutUrl: data.checkout_url ?? null, paymentKey: data.payment_key ?? null };
    }),
  );
});
