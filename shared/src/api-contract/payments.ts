import { z } from 'zod';

/**
 * POST /api/payments/create_payment `{ items, action }` (learning-content §5, §7; issue #11).
 * `checkout` turns the cart into a payment; `register` confirms one by the gateway's transaction
 * id when the buyer returns from the hosted payment page.
 */
export const ZCartItem = z.union([
  z.object({ course_id: z.string().min(1).max(64) }).strict(),
  z.object({ service_id: z.string().min(1).max(64) }).strict(),
]);
export type TCartItem = z.infer<typeof ZCartItem>;

/** A cart holds at most this many items; more is refused as invalid input. */
export const CART_MAX_ITEMS = 20;

export const ZCreatePaymentRequest = z.discriminatedUnion('action', [
  z.object({ action: z.literal('checkout'), items: z.array(ZCartItem).min(1).max(CART_MAX_ITEMS) }).strict(),
  z
    .object({
      action: z.literal('register'),
      items: z.array(ZCartItem).max(CART_MAX_ITEMS).default([]),
      /** Paymob's transaction id, from the `id` parameter of the return to /cart. */
      transaction_id: z.string().regex(/^\d{1,20}$/),
    })
    .strict(),
]);
export type TCreatePaymentRequest = z.infer<typeof ZCreatePaymentRequest>;

export const ZCreatePaymentReply = z.union([
  /** Go on to the gateway's hosted payment page. */
  z.object({ redirectUrl: z.string().url() }),
  /** Nothing to pay (free items) or the payment is confirmed: the buyer is registered. */
  z.object({ completed: z.literal(true), courses: z.array(z.string()) }),
]);
export type TCreatePaymentReply = z.infer<typeof ZCreatePaymentReply>;
