import { describe, expect, it } from 'vitest';
import { accessUntilAfterPurchase, hasAccess } from './access-period';

const at = (iso: string) => new Date(iso);

describe('accessUntilAfterPurchase', () => {
  it('buys each period from the payment', () => {
    const paidAt = at('2026-03-10T12:00:00Z');
    expect(accessUntilAfterPurchase({ per: 'day', paidAt, currentUntil: undefined })).toEqual(at('2026-03-11T12:00:00Z'));
    expect(accessUntilAfterPurchase({ per: 'week', paidAt, currentUntil: undefined })).toEqual(at('2026-03-17T12:00:00Z'));
    expect(accessUntilAfterPurchase({ per: 'month', paidAt, currentUntil: undefined })).toEqual(at('2026-04-10T12:00:00Z'));
    expect(accessUntilAfterPurchase({ per: 'year', paidAt, currentUntil: undefined })).toEqual(at('2027-03-10T12:00:00Z'));
  });

  it('extends from the current end while it lasts, from the payment once it has passed', () => {
    const paidAt = at('2026-03-10T00:00:00Z');
    expect(accessUntilAfterPurchase({ per: 'month', paidAt, currentUntil: at('2026-03-20T00:00:00Z') })).toEqual(at('2026-04-20T00:00:00Z'));
    expect(accessUntilAfterPurchase({ per: 'month', paidAt, currentUntil: at('2026-03-01T00:00:00Z') })).toEqual(at('2026-04-10T00:00:00Z'));
  });

  it('clamps to the end of a shorter month', () => {
    expect(accessUntilAfterPurchase({ per: 'month', paidAt: at('2026-01-31T08:00:00Z'), currentUntil: undefined })).toEqual(at('2026-02-28T08:00:00Z'));
    expect(accessUntilAfterPurchase({ per: 'year', paidAt: at('2028-02-29T08:00:00Z'), currentUntil: undefined })).toEqual(at('2029-02-28T08:00:00Z'));
  });

  it('is for good for a lifetime price, and stays for good once it is', () => {
    expect(accessUntilAfterPurchase({ per: 'lifetime', paidAt: at('2026-03-10T00:00:00Z'), currentUntil: at('2026-04-01T00:00:00Z') })).toBeNull();
    expect(accessUntilAfterPurchase({ per: 'month', paidAt: at('2026-03-10T00:00:00Z'), currentUntil: null })).toBeNull();
  });
});

describe('hasAccess', () => {
  it('holds for good without an end, and until the end otherwise', () => {
    const now = at('2026-03-10T00:00:00Z');
    expect(hasAccess(null, now)).toBe(true);
    expect(hasAccess(undefined, now)).toBe(true);
    expect(hasAccess('2026-03-10T00:00:01Z', now)).toBe(true);
    expect(hasAccess('2026-03-09T23:59:59Z', now)).toBe(false);
  });
});
