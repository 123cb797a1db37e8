import { z } from 'zod';
import { AppErrorCode } from '../errors';
import { PAYOUT_STATUSES, ZPayoutMethodInput } from '../payouts';
import type { ApiCall } from './common';

/**
 * The trainer's "Analytics and earnings" (learning-content §2, issue #11): what their courses
 * earned, their balance, their payouts and the method they are paid by. Not shown by the spec;
 * designed in docs/decisions/earnings-and-payouts.md. Amounts are EGP in pounds.
 */
const ZPayoutMethod = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('wallet'), walletNumber: z.string() }),
    z.object({ kind: z.literal('bank'), bankName: z.string(), accountHolder: z.string(), accountNumber: z.string() }),
  ])
  .meta({ id: 'PayoutMethod' });

const ZPayoutChange = z.object({ status: z.enum(PAYOUT_STATUSES), at: z.string(), note: z.string() });

export const ZPayoutView = z
  .object({
    id: z.string(),
    amount: z.number(),
    status: z.enum(PAYOUT_STATUSES),
    method: ZPayoutMethod,
    requestedAt: z.string(),
    history: z.array(ZPayoutChange).meta({ description: 'Every change of the payout, oldest first: its request, then its payment or rejection with the operator’s note.' }),
  })
  .meta({ id: 'Payout' });

export const ZEarningsReply = z
  .object({
    balance: z.number().meta({ description: 'What the trainer may ask to be paid now: earnings less payouts not rejected.' }),
    earned: z.number().meta({ description: 'All earnings not refunded, after the platform’s commission.' }),
    pending: z.number().meta({ description: 'Payouts asked for and not yet paid.' }),
    paidOut: z.number(),
    months: z.array(z.string()).meta({ description: 'The chart’s months, `YYYY-MM`, oldest first (the last 12).' }),
    courses: z.array(
      z.object({
        id: z.string().nullable().meta({ description: 'Null once the course is deleted: its earnings stay, under the name it was sold by.' }),
        name: z.string(),
        sales: z.number(),
        earned: z.number(),
        byMonth: z.array(z.number()).meta({ description: 'Earnings per month, in the order of `months`.' }),
      }),
    ),
    payouts: z.array(ZPayoutView).meta({ description: 'Newest first.' }),
    method: ZPayoutMethod.nullable(),
  })
  .meta({ id: 'Earnings' });

/** Pounds with at most two decimals (piastres), more than zero; left out, the whole balance. */
export const ZPayoutRequest = z
  .object({
    amount: z
      .number({ error: 'validation.payoutAmountInvalid' })
      .positive('validation.payoutAmountInvalid')
      .max(10_000_000, 'validation.payoutAmountInvalid')
      .refine((pounds) => Math.abs(pounds * 100 - Math.round(pounds * 100)) < 1e-6, 'validation.payoutAmountInvalid')
      .optional(),
  })
  .strict();

const { VALIDATION, BODY_TOO_LARGE, NOT_SIGNED_IN, INSUFFICIENT_BALANCE, PAYOUT_METHOD_REQUIRED } = AppErrorCode;

export const EARNINGS_CALLS: readonly ApiCall[] = [
  {
    method: 'get',
    path: '/api/teacher/earnings',
    summary: 'The caller’s own earnings: per course and month (last 12 months), balance, pending and paid payouts with their history, and their payout method.',
    reply: ZEarningsReply,
    failures: [NOT_SIGNED_IN],
  },
  {
    method: 'put',
    path: '/api/teacher/payout-method',
    summary: 'Sets how the caller is paid: a mobile wallet number, or a bank account (bank, holder, account number or IBAN). `confirmed: true` is the checkbox that the details are right, since payments sent to wrong details are not refunded.',
    body: ZPayoutMethodInput,
    reply: ZPayoutMethod,
    failures: [VALIDATION, BODY_TOO_LARGE, NOT_SIGNED_IN],
  },
  {
    method: 'post',
    path: '/api/teacher/payouts',
    summary: 'Asks for a payout of `amount` pounds (the whole balance when left out) to the confirmed payout method; the amount leaves the balance at once and waits for the platform to pay or reject it.',
    body: ZPayoutRequest,
    bodyOptional: true,
    reply: ZPayoutView,
    failures: [VALIDATION, BODY_TOO_LARGE, NOT_SIGNED_IN, INSUFFICIENT_BALANCE, PAYOUT_METHOD_REQUIRED],
  },
];
