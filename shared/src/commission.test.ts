import { describe, expect, it } from 'vitest';
import { piastresOf, splitSale } from './commission';

describe('splitSale', () => {
  it('keeps the plan’s share and gives the rest to the trainer', () => {
    expect(splitSale(150_000, 'free')).toEqual({ commission: 30_000, earning: 120_000 });
    expect(splitSale(150_000, 'basic')).toEqual({ commission: 15_000, earning: 135_000 });
    expect(splitSale(150_000, 'pro')).toEqual({ commission: 7_500, earning: 142_500 });
    expect(splitSale(150_000, 'enterprise')).toEqual({ commission: 0, earning: 150_000 });
  });

  it('rounds the commission to a whole piastre and never loses one', () => {
    const { commission, earning } = splitSale(333, 'pro');
    expect(commission).toBe(17);
    expect(commission + earning).toBe(333);
  });

  it('refuses fractions and negative amounts', () => {
    expect(() => splitSale(10.5, 'free')).toThrow();
    expect(() => splitSale(-1, 'free')).toThrow();
  });
});

describe('piastresOf', () => {
  it('turns Medusa’s pounds into exact piastres', () => {
    expect(piastresOf(1500)).toBe(150_000);
    expect(piastresOf(19.99)).toBe(1999);
  });
});
