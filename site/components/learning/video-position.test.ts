import { describe, expect, it } from 'vitest';
import { positionDue, positionOf, resumeAt, SAVE_INTERVAL_MS } from './video-position';

describe('the saved position of a video lesson', () => {
  it.each([
    [null, 60, null],
    [0.4, 60, null],
    [30, 60, 30],
    [59.5, 60, null],
    [60, 60, null],
    [30, Number.NaN, 30],
    [30, Number.POSITIVE_INFINITY, 30],
  ])('resumes a saved %j of a %j s video at %j', (saved, duration, at) => {
    expect(resumeAt(saved, duration)).toBe(at);
  });

  it('is sent in tenths of a second', () => {
    expect(positionOf(7.2599)).toBe(7.2);
    expect(positionOf(0)).toBe(0);
  });

  it('is sent about every ten seconds while playing, at once when the video stops, never twice the same', () => {
    expect(positionDue(null, 0.5, 1000, false)).toBe(true);
    const last = { at: 1000, seconds: 0.5 };
    expect(positionDue(last, 3, 1000 + SAVE_INTERVAL_MS - 1, false)).toBe(false);
    expect(positionDue(last, 10.5, 1000 + SAVE_INTERVAL_MS, false)).toBe(true);
    expect(positionDue(last, 3, 1500, true)).toBe(true);
    expect(positionDue(last, 0.5, 1000 + 2 * SAVE_INTERVAL_MS, true)).toBe(false);
  });
});
