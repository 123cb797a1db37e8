import { describe, expect, it } from 'vitest';
import { instantsOfWallTime, wallTimeOf } from './wall-time';

const CAIRO = 'Africa/Cairo';
const iso = (dates: Date[]) => dates.map((date) => date.toISOString());

describe('instants of a wall time', () => {
  it.each([
    // Paymob's docs sample transaction: its own UTC fields say 08:33–08:34 UTC, summer time (UTC+3).
    ['Cairo in summer', '2024-06-13T11:33:44.592345', CAIRO, ['2024-06-13T08:33:44.592Z']],
    ['Cairo in winter (UTC+2)', '2024-01-15T14:00:00', CAIRO, ['2024-01-15T12:00:00.000Z']],
    ['the last minute before summer time', '2024-04-25T23:59:59', CAIRO, ['2024-04-25T21:59:59.000Z']],
    ['the first minute of summer time', '2024-04-26T01:00:00', CAIRO, ['2024-04-25T22:00:00.000Z']],
    ['the hour Cairo skips (00:00–01:00 on the last Friday of April)', '2024-04-26T00:30:00', CAIRO, []],
    ['an hour before the clocks go back', '2024-10-31T22:59:00', CAIRO, ['2024-10-31T19:59:00.000Z']],
    ['the hour that happens twice (23:00–24:00 on the last Thursday of October)', '2024-10-31T23:30:00', CAIRO, ['2024-10-31T20:30:00.000Z', '2024-10-31T21:30:00.000Z']],
    ['the midnight after it', '2024-11-01T00:00:00', CAIRO, ['2024-10-31T22:00:00.000Z']],
    ['Riyadh (no summer time)', '2025-10-12T18:52:15.803661', 'Asia/Riyadh', ['2025-10-12T15:52:15.803Z']],
    ['UTC', '2026-06-23T15:20:49.583668', 'UTC', ['2026-06-23T15:20:49.583Z']],
  ])('%s', (_case, wallTime, timeZone, instants) => {
    expect(iso(instantsOfWallTime(wallTime, timeZone))).toEqual(instants);
  });

  it.each([['2024-02-30T10:00:00'], ['2024-06-13T24:00:00'], ['2024-06-13T11:33:44Z'], ['2024-06-13T11:33:44+03:00'], ['2024-06-13 11:33:44'], ['']])(
    'names nothing for %j, which is no wall time',
    (text) => {
      expect(instantsOfWallTime(text, CAIRO)).toEqual([]);
    },
  );
});

describe('the wall time of an instant', () => {
  it('is what a clock in the zone shows, to the millisecond, without an offset', () => {
    expect(wallTimeOf(new Date('2024-06-13T08:33:44.592Z'), CAIRO)).toBe('2024-06-13T11:33:44.592');
    expect(wallTimeOf(new Date('2024-01-15T12:00:00.007Z'), CAIRO)).toBe('2024-01-15T14:00:00.007');
    expect(wallTimeOf(new Date('2024-10-31T20:30:00Z'), CAIRO)).toBe('2024-10-31T23:30:00.000');
    expect(wallTimeOf(new Date('2024-10-31T21:30:00Z'), CAIRO)).toBe('2024-10-31T23:30:00.000');
  });

  it('names its instant back, every ten minutes of the days around both of Cairo’s changes in 2024', () => {
    for (const day of [Date.UTC(2024, 3, 25), Date.UTC(2024, 9, 31)]) {
      for (let instant = day - 24 * 3_600_000; instant < day + 48 * 3_600_000; instant += 10 * 60_000) {
        const back = instantsOfWallTime(wallTimeOf(new Date(instant), CAIRO), CAIRO).map((date) => date.getTime());
        expect(back, new Date(instant).toISOString()).toContain(instant);
      }
    }
  });
});
