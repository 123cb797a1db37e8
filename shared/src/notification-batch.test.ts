import { describe, expect, it } from 'vitest';
import { batchKeyOf, batchMailAt, batchWindowOf } from './notification-batch';

describe('batchWindowOf', () => {
  it.each([
    ['2026-11-26T17:00:00.000Z', '2026-11-26T17:00:00.000Z', '2026-11-26T18:00:00.000Z'],
    ['2026-11-26T17:59:59.999Z', '2026-11-26T17:00:00.000Z', '2026-11-26T18:00:00.000Z'],
    ['2026-11-26T18:00:00.000Z', '2026-11-26T18:00:00.000Z', '2026-11-26T19:00:00.000Z'],
    ['2026-12-31T23:30:00.000Z', '2026-12-31T23:00:00.000Z', '2027-01-01T00:00:00.000Z'],
  ])('puts %s in the hour from %s to %s', (at, start, end) => {
    expect(batchWindowOf(new Date(at))).toEqual({ start: new Date(start), end: new Date(end) });
  });
});

describe('batchKeyOf', () => {
  it('is the same within an hour and differs across hours, kinds and courses', () => {
    const early = new Date('2026-11-26T17:01:00Z');
    const late = new Date('2026-11-26T17:58:00Z');
    expect(batchKeyOf('submission', 'c1', early)).toBe('submission:c1:2026-11-26T17:00:00.000Z');
    expect(batchKeyOf('submission', 'c1', late)).toBe(batchKeyOf('submission', 'c1', early));
    expect(batchKeyOf('submission', 'c1', new Date('2026-11-26T18:00:00Z'))).not.toBe(batchKeyOf('submission', 'c1', early));
    expect(batchKeyOf('question', 'c1', early)).not.toBe(batchKeyOf('submission', 'c1', early));
    expect(batchKeyOf('submission', 'c2', early)).not.toBe(batchKeyOf('submission', 'c1', early));
    expect(batchKeyOf('signUp', null, early)).toBe('signUp:site:2026-11-26T17:00:00.000Z');
  });
});

describe('batchMailAt', () => {
  it('is a minute after the hour closes', () => {
    expect(batchMailAt(new Date('2026-11-26T17:20:00Z'))).toEqual(new Date('2026-11-26T18:01:00Z'));
  });
});
