import { describe, expect, it } from 'vitest';
import { type PaymobTransaction, transactionFromApi } from './callback-hmac';
import { paymentDecision } from './payment-decision';

/** 20:00 UTC, 22:00 on Cairo's clock (winter, UTC+2): what Paymob writes for it. */
const CREATED = new Date('2026-11-23T20:00:00Z');
const CREATED_IN_CAIRO = '2026-11-23T22:00:00.000000';

/** A transaction as Paymob's API returns it, signed fields only, made at `createdAt` on Cairo's clock. */
const paymobObject = (createdAt: string) => ({
  id: 5001,
  order: { id: 9001 },
  amount_cents: 25_000,
  currency: 'EGP',
  success: true,
  pending: false,
  created_at: createdAt,
  is_refunded: false,
  is_voided: false,
  has_parent_transaction: false,
  error_occured: false,
  integration_id: 4097558,
  is_3d_secure: true,
  is_auth: false,
  is_capture: false,
  is_standalone_payment: true,
  owner: 302852,
  source_data: { pan: '2346', sub_type: 'MasterCard', type: 'card' },
});
const transaction = (change: Partial<PaymobTransaction> = {}, createdAt = CREATED_IN_CAIRO): PaymobTransaction => ({ ...transactionFromApi(paymobObject(createdAt))!, ...change });
const EXPECTED = { orderId: 9001, amountCents: 25_000, currency: 'EGP' };
const minutesLater = (minutes: number) => new Date(CREATED.getTime() + minutes * 60_000);
const verified = (change: Partial<PaymobTransaction> = {}) => ({ verified: true as const, transaction: transaction(change) });
/** The decision on a transaction Paymob dated `createdAt` (Cairo's clock), taken at `now` (UTC). */
const decisionAt = (createdAt: string, now: string) => paymentDecision({ verified: true, transaction: transaction({}, createdAt) }, EXPECTED, new Date(now));
const REGISTERED = { register: true };

describe('payment decision', () => {
  it('registers a successful, settled transaction for the bound order, amount and currency, up to 5 minutes old', () => {
    expect(paymentDecision(verified(), EXPECTED, minutesLater(0))).toEqual({ register: true, transaction: transaction() });
    expect(paymentDecision(verified(), EXPECTED, minutesLater(5))).toMatchObject(REGISTERED);
  });

  it('registers one dated up to a minute ahead of now: that far, Paymob’s clock and ours may disagree', () => {
    expect(paymentDecision(verified(), EXPECTED, minutesLater(-0.5))).toMatchObject(REGISTERED);
    expect(paymentDecision(verified(), EXPECTED, minutesLater(-1))).toMatchObject(REGISTERED);
  });

  it.each([
    ['a bad HMAC', { verified: false as const, refusal: 'bad-hmac' as const }, 1, 'bad-signature'],
    ['a malformed callback', { verified: false as const, refusal: 'malformed' as const }, 1, 'bad-signature'],
    ['success = false (declined)', verified({ success: false }), 1, 'not-successful'],
    ['pending = true', verified({ pending: true }), 1, 'pending'],
    ['a refund (a transaction with a parent)', verified({ hasParentTransaction: true }), 1, 'not-a-payment'],
    ['a refunded transaction', verified({ isRefunded: true }), 1, 'reversed'],
    ['a voided transaction', verified({ isVoided: true }), 1, 'reversed'],
    ['another Paymob order', verified({ orderId: 9002 }), 1, 'wrong-order'],
    ['a smaller amount', verified({ amountCents: 24_999 }), 1, 'amount-mismatch'],
    ['a larger amount', verified({ amountCents: 25_001 }), 1, 'amount-mismatch'],
    ['another currency', verified({ currency: 'USD' }), 1, 'currency-mismatch'],
    ['a transaction older than 5 minutes', verified(), 5.01, 'too-old'],
    // A late payment is refunded when its callback arrives (issue #39); its payer still hears it was too late.
    ['a late payment refunded since', verified({ isRefunded: true }), 6, 'too-old'],
    ['a transaction dated more than a minute ahead of now', verified(), -1.01, 'dated-in-the-future'],
    ['a transaction dated three hours ahead (a Cairo time read as UTC would be)', verified(), -180, 'dated-in-the-future'],
  ])('registers nothing for %s', (_case, verification, minutes, refusal) => {
    expect(paymentDecision(verification, EXPECTED, minutesLater(minutes))).toEqual({ register: false, refusal });
  });
});

describe('the age of a transaction, from Paymob’s created_at on Cairo’s clock', () => {
  it('reads the docs sample in summer time (UTC+3): fresh at 08:35 UTC, old at 11:35 UTC', () => {
    // Its card gateway's own UTC times: order made 08:34:00.850Z, paid 08:34:06.883Z.
    expect(decisionAt('2024-06-13T11:33:44.592345', '2024-06-13T08:35:00Z')).toMatchObject(REGISTERED);
    expect(decisionAt('2024-06-13T11:33:44.592345', '2024-06-13T11:35:00Z')).toEqual({ register: false, refusal: 'too-old' });
  });

  it('reads a winter time as UTC+2', () => {
    expect(decisionAt('2026-01-15T14:00:00.000000', '2026-01-15T12:04:59Z')).toMatchObject(REGISTERED);
    expect(decisionAt('2026-01-15T14:00:00.000000', '2026-01-15T12:05:01Z')).toEqual({ register: false, refusal: 'too-old' });
    expect(decisionAt('2026-01-15T14:00:00.000000', '2026-01-15T14:02:00Z')).toEqual({ register: false, refusal: 'too-old' });
  });

  it('counts real minutes across the change to summer time (clocks 00:00 → 01:00 on 26 April 2024)', () => {
    // Paid at 23:58 on the old clock; four minutes later the clock says 01:02.
    expect(decisionAt('2024-04-25T23:58:00.000000', '2024-04-25T22:02:00Z')).toMatchObject(REGISTERED);
    expect(decisionAt('2024-04-26T01:01:00.000000', '2024-04-25T22:03:00Z')).toMatchObject(REGISTERED);
    expect(decisionAt('2024-04-25T23:58:00.000000', '2024-04-26T00:00:00Z')).toEqual({ register: false, refusal: 'too-old' });
  });

  it('takes either reading of a time in the hour that happens twice (23:00–24:00 on 31 October 2024), and neither between them', () => {
    // 23:30 is 20:30 UTC (summer time) and again 21:30 UTC (winter time).
    expect(decisionAt('2024-10-31T23:30:00.000000', '2024-10-31T20:32:00Z')).toMatchObject(REGISTERED);
    expect(decisionAt('2024-10-31T23:30:00.000000', '2024-10-31T21:32:00Z')).toMatchObject(REGISTERED);
    expect(decisionAt('2024-10-31T23:30:00.000000', '2024-10-31T21:00:00Z')).toEqual({ register: false, refusal: 'too-old' });
    // Paid at 23:58 summer time; four minutes later the clock, set back, says 23:02.
    expect(decisionAt('2024-10-31T23:58:00.000000', '2024-10-31T21:02:00Z')).toMatchObject(REGISTERED);
  });
});
