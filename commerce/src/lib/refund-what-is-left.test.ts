import { describe, expect, it } from 'vitest';
import { refundsOwed } from './refund-what-is-left';

describe('refundsOwed', () => {
  const paid = (amount: number, ...refunds: number[]) => ({ id: `pay_${amount}_${refunds.length}`, amount, refunds: refunds.map((refunded) => ({ amount: refunded })) });

  it('refunds all that is left when no amount is given', () => {
    expect(refundsOwed([paid(300, 100)])).toEqual([{ paymentId: 'pay_300_1', piastres: 20_000 }]);
  });

  it('refunds only the difference up to the running total, in exact piastres', () => {
    expect(refundsOwed([paid(300)], 100)).toEqual([{ paymentId: 'pay_300_0', piastres: 10_000 }]);
    expect(refundsOwed([paid(300, 100)], 150.35)).toEqual([{ paymentId: 'pay_300_1', piastres: 5_035 }]);
    expect(refundsOwed([paid(0.3, 0.1)], 0.3)).toEqual([{ paymentId: 'pay_0.3_1', piastres: 20 }]);
  });

  it('refunds nothing again for a repeat, or for an older smaller total arriving after a larger one', () => {
    expect(refundsOwed([paid(300, 100)], 100)).toEqual([]);
    expect(refundsOwed([paid(300, 100, 100)], 100)).toEqual([]);
    expect(refundsOwed([paid(300, 300)])).toEqual([]);
  });

  it('takes what is owed from each payment in turn, never more than a payment has left', () => {
    expect(refundsOwed([paid(100, 100), paid(200)], 150)).toEqual([{ paymentId: 'pay_200_0', piastres: 5_000 }]);
    expect(refundsOwed([paid(100, 40), paid(200)], 250)).toEqual([
      { paymentId: 'pay_100_1', piastres: 6_000 },
      { paymentId: 'pay_200_0', piastres: 15_000 },
    ]);
  });
});
