import { z } from 'zod';
import { AppErrorCode } from '../errors';
import { BILLING_CYCLES, PLANS } from '../plans';
import { CANCEL_TIMINGS, INVOICE_KINDS, INVOICE_STATUSES, RENEWAL_TYPES } from '../subscription-terms';
import { type ApiCall, ZIdPath } from './common';

/**
 * The site's platform plan subscription (platform-core §3 "Subscription", §7; issue #12). The
 * spec gives paths and payloads and leaves the replies "not shown": designed in
 * docs/decisions/plans-and-subscriptions.md.
 * Every call is the site owner's, proven by the bearer token of `POST /api/users/generate-token`
 * (`Authorization: Bearer …` on GET, `token` in the body otherwise). Amounts are EGP in pounds.
 */

const ZToken = z.string().min(1).max(200).meta({ description: 'The owner’s token from POST /api/users/generate-token (10 minutes).' });

export const ZInvoiceView = z
  .object({
    id: z.string(),
    number: z.string().meta({ description: 'HQ-000042' }),
    kind: z.enum(INVOICE_KINDS).meta({ description: '`purchase`: a plan bought now; `renewal`: the next period.' }),
    plan: z.enum(PLANS),
    cycle: z.enum(BILLING_CYCLES),
    amount: z.number(),
    status: z.enum(INVOICE_STATUSES),
    issuedAt: z.string(),
    dueAt: z.string(),
    paidAt: z.string().nullable(),
    periodStart: z.string().nullable().meta({ description: 'The period paid for; a purchase’s starts when it is paid.' }),
    periodEnd: z.string().nullable(),
  })
  .meta({ id: 'Invoice' });

export const ZSubscriptionDetails = z
  .object({
    plan: z.enum(PLANS).meta({ description: 'The plan the site is subscribed to.' }),
    effectivePlan: z.enum(PLANS).meta({ description: 'The plan whose limits hold now: free once a paid period expired.' }),
    state: z.enum(['active', 'grace', 'expired']),
    billingCycle: z.enum(BILLING_CYCLES).nullable().meta({ description: 'Null while nothing bills the plan (free, or set by the platform).' }),
    renewalType: z.enum(RENEWAL_TYPES).meta({ description: '`automatic`: the renewal invoice is charged to the saved card a day before the period ends; `manual`: the owner pays it.' }),
    savedCard: z.object({ maskedPan: z.string() }).nullable().meta({ description: 'The card saved with Paymob when the owner paid with “Save my card”; its token is never shown.' }),
    nextBillingDate: z.string().nullable().meta({ description: 'When the paid period ends and the next one is billed; null when nothing will be billed.' }),
    gracePeriod: z.object({ days: z.number(), endsAt: z.string().nullable() }).meta({ description: 'Seven days after an unpaid period end, with the plan’s features kept.' }),
    expired: z.boolean(),
    pendingPlan: z.enum(PLANS).nullable().meta({ description: 'The plan the next period will be on (a change waiting for the next billing date).' }),
    pendingCycle: z.enum(BILLING_CYCLES).nullable().meta({ description: 'The billing cycle the next period will be billed on, when the owner switched it.' }),
    cancelTiming: z.enum(CANCEL_TIMINGS).nullable().meta({ description: '`end_of_cycle` when the owner cancelled: the plan ends with the period.' }),
    invoices: z.array(ZInvoiceView).meta({ description: 'Newest first.' }),
  })
  .meta({ id: 'SubscriptionDetails' });

/** Strict like the site's other bodies (issue #39): a field it does not know, such as an amount, is a 400, never silently dropped. */
export const ZChangePlan = z.strictObject(
  {
    token: ZToken,
    newPlan: z.enum(PLANS, { error: 'validation.planInvalid' }),
    cycle: z
      .enum(BILLING_CYCLES, { error: 'validation.cycleInvalid' })
      .optional()
      .meta({ description: 'The billing cycle: of a plan bought now (from free or after expiry; monthly when left out), or from the next billing date (the current one when left out).' }),
  },
  { error: 'validation.notEditable' },
);

export const ZChangePlanReply = z.object({
  details: ZSubscriptionDetails,
  invoice: ZInvoiceView.nullable().meta({ description: 'A plan bought now (from free, or after expiry) takes effect on payment: pay this invoice with POST /api/tenants/pay/{id}.' }),
});

export const ZCancelSubscription = z.object({ token: ZToken, when: z.enum(CANCEL_TIMINGS, { error: 'validation.cancelTimingInvalid' }) });

export const ZSetRenewal = z.object({ token: ZToken, renewalType: z.enum(RENEWAL_TYPES, { error: 'validation.renewalTypeInvalid' }) });

export const ZPayInvoice = z.object({
  token: ZToken,
  plan: z.enum(PLANS, { error: 'validation.planInvalid' }).meta({ description: 'The plan the owner saw on the invoice; an invoice for another plan is refused.' }),
});

export const ZConfirmInvoicePayment = z.object({
  token: ZToken,
  transactionId: z.string().regex(/^\d{1,20}$/, 'validation.transactionIdInvalid').meta({ description: 'Paymob’s transaction id, from the return URL’s `id`.' }),
});

const { VALIDATION, BODY_TOO_LARGE, INVALID_TOKEN, FORBIDDEN, NOT_FOUND, PLAN_BELOW_USAGE, NOTHING_TO_CANCEL, NO_SAVED_CARD, INVOICE_ALREADY_PAID, INVOICE_VOID, CONFLICT, PAYMENTS_UNAVAILABLE, TRANSACTION_TOO_OLD, TRANSACTION_OTHER_ACCOUNT, PAYMENT_NOT_CONFIRMED } = AppErrorCode;
const OWNER = [INVALID_TOKEN, FORBIDDEN] as const;

export const SUBSCRIPTION_CALLS: readonly ApiCall[] = [
  {
    method: 'get',
    path: '/api/tenants/subscription/details',
    summary: 'The site’s subscription: plan, billing cycle, renewal type, next billing date, grace period, expiry, a pending plan change, cancel timing, and its invoices.',
    reply: ZSubscriptionDetails,
    failures: OWNER,
  },
  {
    method: 'post',
    path: '/api/tenants/subscription/change-plan',
    summary:
      'Changes the plan at the next billing date (revert by choosing the current plan again, which also undoes a cancellation). From free, or after expiry, the plan is bought now: the reply carries the invoice to pay, and the plan starts on payment. A plan the site already uses more of than it allows is refused.',
    body: ZChangePlan,
    reply: ZChangePlanReply,
    failures: [VALIDATION, BODY_TOO_LARGE, ...OWNER, PLAN_BELOW_USAGE],
  },
  {
    method: 'post',
    path: '/api/tenants/subscription/cancel',
    summary: '`end_of_cycle`: nothing more is billed and the plan ends with the paid period (choose the plan again to undo). `immediate`: the site is on free now; what is beyond free’s limits stays, adding more is refused. No refund for the rest of the period.',
    body: ZCancelSubscription,
    reply: ZSubscriptionDetails,
    failures: [VALIDATION, BODY_TOO_LARGE, ...OWNER, NOTHING_TO_CANCEL],
  },
  {
    method: 'post',
    path: '/api/tenants/subscription/renewal',
    summary: 'Turns automatic renewal on (it needs the card saved when an invoice was paid with “Save my card”) or off (the saved card is forgotten; the owner pays each renewal invoice).',
    body: ZSetRenewal,
    reply: ZSubscriptionDetails,
    failures: [VALIDATION, BODY_TOO_LARGE, ...OWNER, NO_SAVED_CARD],
  },
  {
    method: 'post',
    path: '/api/tenants/pay/{id}',
    summary: 'Starts paying an open invoice through the platform’s Paymob account; answers the hosted payment page to send the owner to. Paymob returns them to /admin/subscription.',
    pathParams: ZIdPath,
    body: ZPayInvoice,
    reply: z.object({ redirectUrl: z.string() }),
    failures: [VALIDATION, BODY_TOO_LARGE, ...OWNER, NOT_FOUND, INVOICE_ALREADY_PAID, INVOICE_VOID, CONFLICT, PAYMENTS_UNAVAILABLE],
  },
  {
    method: 'post',
    path: '/api/tenants/pay/{id}/confirm',
    summary: 'The owner is back from Paymob with its transaction id: checked with Paymob (this site’s and this owner’s, paid in full, at most 5 minutes old) and recorded, unless the gateway’s callback already did. Answers the subscription.',
    pathParams: ZIdPath,
    body: ZConfirmInvoicePayment,
    reply: ZSubscriptionDetails,
    failures: [VALIDATION, BODY_TOO_LARGE, ...OWNER, NOT_FOUND, PAYMENTS_UNAVAILABLE, TRANSACTION_TOO_OLD, TRANSACTION_OTHER_ACCOUNT, PAYMENT_NOT_CONFIRMED],
  },
  {
    method: 'get',
    path: '/api/tenants/receipt/{id}',
    summary: 'The receipt of a paid invoice as a PDF download named receipt-{id}.pdf, in the owner’s language.',
    pathParams: ZIdPath,
    file: { contentType: 'application/pdf', description: 'The receipt (Content-Disposition: attachment; filename="receipt-{id}.pdf").' },
    failures: [...OWNER, NOT_FOUND],
  },
];
