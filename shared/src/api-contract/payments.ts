import { z } from 'zod';
import { AppErrorCode } from '../errors';
import { type ApiCall, ZIdPath } from './common';

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

export const ZCartRequest = z.object({ items: z.array(ZCartItem).max(CART_MAX_ITEMS) }).strict();

export const ZCartLine = z
  .object({
    item: ZCartItem,
    course: z.object({ id: z.string(), course_id: z.string(), name: z.string(), photo: z.string(), price: z.object({ price: z.number(), per: z.string() }) }).nullable(),
    refusal: z.string().nullable().meta({ description: 'Why this item cannot be bought, in the request’s language; null when it can.' }),
  })
  .meta({ id: 'CartLine' });

export const ZCartReply = z.object({ lines: z.array(ZCartLine), total: z.number().meta({ description: 'EGP (pounds) of the items that can be bought.' }) });

export const ZOrderView = z
  .object({
    id: z.string(),
    buyer: z.object({ id: z.string().nullable(), name: z.string(), email: z.string() }).meta({ description: 'Once the account is deleted, id is null and the name and email are those it paid with.' }),
    courses: z.array(z.object({ id: z.string().nullable(), name: z.string() })).meta({ description: 'A deleted course has id null and the name it was bought by.' }),
    total: z.number().meta({ description: 'EGP (pounds).' }),
    status: z.enum(['paid', 'refund-requested', 'refunded']),
    refunded: z.number().meta({ description: 'EGP (pounds) refunded so far, in full or in part; 0 when nothing.' }),
    refundUnderWay: z.boolean().meta({ description: 'Whether the gateway has yet to make some of `refunded`.' }),
    paidAt: z.string(),
    refundedAt: z.string().nullable(),
  })
  .meta({ id: 'Order' });

/** Pounds with at most two decimals (piastres), more than zero; left out, all that is left of the order. */
export const ZRefundRequest = z
  .object({
    amount: z
      .number({ error: 'validation.refundAmountInvalid' })
      .positive('validation.refundAmountInvalid')
      .max(10_000_000, 'validation.refundAmountInvalid')
      .refine((pounds) => Math.abs(pounds * 100 - Math.round(pounds * 100)) < 1e-6, 'validation.refundAmountInvalid')
      .optional(),
  })
  .strict();

export const ZRefundReply = z.object({
  status: z.enum(['paid', 'refund-requested', 'refunded']).meta({ description: 'paid after a partial refund; refund-requested after the refund that reached the total.' }),
  refunded: z.number().meta({ description: 'EGP (pounds) refunded of the order so far.' }),
  remaining: z.number().meta({ description: 'EGP (pounds) still refundable.' }),
});

const { VALIDATION, BODY_TOO_LARGE, NOT_SIGNED_IN, NOT_FOUND, FORBIDDEN, REGISTRATION_CLOSED, ALREADY_OWNED, NOT_FOR_SALE, PAYMENT_NOT_SIGNED_IN, TRANSACTION_TOO_OLD, TRANSACTION_OTHER_ACCOUNT, PAYMENT_NOT_CONFIRMED, PAYMENTS_UNAVAILABLE, CONFLICT, PDFS_UNAVAILABLE } =
  AppErrorCode;

export const PAYMENT_CALLS: readonly ApiCall[] = [
  {
    method: 'post',
    path: '/api/payments/cart',
    summary: 'The cart (kept in local storage) priced against this site’s catalogue, for /cart: each item’s course and price, or why it cannot be bought (another site’s or unknown, unlisted, closed, already owned), and the total. Visitors may ask.',
    body: ZCartRequest,
    reply: ZCartReply,
    failures: [VALIDATION, BODY_TOO_LARGE],
  },
  {
    method: 'post',
    path: '/api/payments/create_payment',
    summary:
      'The payment call of the spec. `checkout`: the cart checked against this site’s catalogue becomes a payment on the gateway’s hosted page (`redirectUrl`), or registers at once when there is nothing to pay. `register`: the gateway’s transaction id on the buyer’s return; the payer must be signed in, the transaction at most 5 minutes old and their own.',
    body: ZCreatePaymentRequest,
    reply: ZCreatePaymentReply,
    failures: [VALIDATION, BODY_TOO_LARGE, NOT_SIGNED_IN, NOT_FOUND, REGISTRATION_CLOSED, ALREADY_OWNED, NOT_FOR_SALE, PAYMENT_NOT_SIGNED_IN, TRANSACTION_TOO_OLD, TRANSACTION_OTHER_ACCOUNT, PAYMENT_NOT_CONFIRMED, PAYMENTS_UNAVAILABLE],
  },
  {
    method: 'post',
    path: '/api/payments/paymob/callback',
    summary: 'Paymob’s server callback (processed transaction, `?hmac=`), server to server: authenticated by its HMAC, not by an Origin. A paid order is recorded once; anything else is acknowledged and ignored.',
    body: z.record(z.string(), z.unknown()),
    reply: z.object({ ok: z.literal(true) }),
    failures: [BODY_TOO_LARGE, PAYMENTS_UNAVAILABLE],
  },
  {
    method: 'post',
    path: '/api/commerce/events',
    summary: 'Events of the commerce service (a paid order), server to server on any host, signed with `x-halaqa-signature`; each event id is recorded once.',
    body: z.record(z.string(), z.unknown()),
    reply: z.object({ ok: z.literal(true) }),
    failures: [VALIDATION, BODY_TOO_LARGE, FORBIDDEN],
  },
  {
    method: 'get',
    path: '/api/payments/orders',
    summary: 'The site’s paid orders, newest first, for its owner.',
    reply: z.array(ZOrderView),
    failures: [NOT_SIGNED_IN, FORBIDDEN],
  },
  {
    method: 'post',
    path: '/api/payments/orders/{id}/refund',
    summary:
      'The owner refunds an order, in full (no body, or the amount left) or in part (`amount`, at most what is left unrefunded; more answers 400). A partial refund keeps the access and takes back its share of the earnings (status stays paid); the refund that reaches the total ends the access bought and stops its earnings counting (status refund-requested). Either way the gateway is then asked by a job; the order becomes refunded once a full refund is made. Asking for a full refund again does nothing; asking while another request holds the order answers 409.',
    pathParams: ZIdPath,
    body: ZRefundRequest,
    reply: ZRefundReply,
    failures: [VALIDATION, BODY_TOO_LARGE, NOT_SIGNED_IN, FORBIDDEN, NOT_FOUND, CONFLICT, PAYMENTS_UNAVAILABLE],
  },
  {
    method: 'get',
    path: '/api/payments/receipt/{number}',
    summary: 'The signed-in buyer’s receipt of one of their orders, by the number they see on it (R-000042), as a PDF download in the page’s language. Another buyer’s order, or another site’s, is not found.',
    pathParams: z.object({ number: z.string().meta({ description: 'The order’s number as the buyer sees it, e.g. R-000042.' }) }),
    file: { contentType: 'application/pdf', description: 'The receipt (Content-Disposition: attachment; filename="receipt-{number}.pdf").' },
    failures: [NOT_SIGNED_IN, NOT_FOUND, PDFS_UNAVAILABLE],
  },
];
