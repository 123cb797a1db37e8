import { describe, expect, it } from 'vitest';
import type { PaymobTransaction } from './callback-hmac';
import { paymentDecision } from './payment-decision';

const CREATED = new Date('2026-11-23T20:00:00Z');
const transaction = (change: Partial<PaymobTransaction> = {}): PaymobTransaction => ({
  id: 5001,
  orderId: 9001,
  amountCents: 25_000,
  currency: 'EGP',
  success: true,
  pending: false,
  createdAt: CREATED,
  isRefunded: false,
  isVoided: false,
  hasParentTransaction: false,
  ...change,
});
const EXPECTED = { orderId: 9001, amountCents: 25_000, currency: 'EGP' };
const minutesLater = (minutes: number) => new Date(CREATED.getTime() + minutes * 60_000);
const verified = (change: Partial<PaymobTransaction> = {}) => ({ verified: true as const, transaction: transaction(change) });

describe('payment decision', () => {
  it('registers a successful, settled transaction for the bound order, amount and currency, up to 5 minutes old', () => {
    expect(paymentDecision(verified(), EXPECTED, minutesLater(0))).toEqual({ register: true, transaction: transaction() });
    expect(paymentDecision(verified(), EXPECTED, minutesLater(5))).toMatchObject({ register: true });
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
  ])('registers nothing for %s', (_case, verification, minutes, refusal) => {
    expect(paymentDecision(verification, EXPECTED, minutesLater(minutes))).toEqual({ register: false, refusal });
  });
});
