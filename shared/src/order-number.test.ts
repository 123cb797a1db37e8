import { describe, expect, it } from 'vitest';
import { orderNumberFrom, orderNumberText } from './order-number';

describe('order numbers as buyers see them', () => {
  it('pads the site’s sequence to six digits, and reads it back', () => {
    expect(orderNumberText(42)).toBe('R-000042');
    expect(orderNumberText(1_234_567)).toBe('R-1234567');
    expect(orderNumberFrom('R-000042')).toBe(42);
    expect(orderNumberFrom(orderNumberText(1_234_567))).toBe(1_234_567);
  });

  it('reads nothing else as a number', () => {
    for (const text of ['42', 'R-42', 'r-000042', 'R-000042 ', 'R-0000000000', 'order_01J9']) expect(orderNumberFrom(text)).toBeNull();
  });
});
