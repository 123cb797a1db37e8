import { describe, expect, it } from 'vitest';
import { periodEndFrom } from './subscription-terms';

describe('periodEndFrom', () => {
  it('ends a month or a year later on the same day and time', () => {
    expect(periodEndFrom(new Date('2026-11-25T06:30:00Z'), 'monthly').toISOString()).toBe('2026-12-25T06:30:00.000Z');
    expect(periodEndFrom(new Date('2026-12-25T06:30:00Z'), 'monthly').toISOString()).toBe('2027-01-25T06:30:00.000Z');
    expect(periodEndFrom(new Date('2026-11-25T06:30:00Z'), 'yearly').toISOString()).toBe('2027-11-25T06:30:00.000Z');
  });

  it('holds a day the next month lacks to that month’s last day', () => {
    expect(periodEndFrom(new Date('2027-01-31T10:00:00Z'), 'monthly').toISOString()).toBe('2027-02-28T10:00:00.000Z');
    expect(periodEndFrom(new Date('2028-01-31T10:00:00Z'), 'monthly').toISOString()).toBe('2028-02-29T10:00:00.000Z');
    expect(periodEndFrom(new Date('2028-02-29T10:00:00Z'), 'yearly').toISOString()).toBe('2029-02-28T10:00:00.000Z');
  });
});
