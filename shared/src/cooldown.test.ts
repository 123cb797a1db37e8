import { describe, expect, it } from 'vitest';
import { cooldownLeft, minutesAndSeconds } from './cooldown';

describe('the summary cooldown', () => {
  it('is 360 seconds from the start, counting down, never below 0', () => {
    const start = Date.UTC(2026, 10, 25, 10, 0, 0);
    expect(cooldownLeft(start, start)).toBe(360);
    expect(cooldownLeft(start, start + 61_500)).toBe(299);
    expect(cooldownLeft(start, start + 360_000)).toBe(0);
    expect(cooldownLeft(start, start + 3_600_000)).toBe(0);
  });

  it('is nothing when never started or the stored stamp is not a number', () => {
    expect(cooldownLeft(null, Date.now())).toBe(0);
    expect(cooldownLeft(Number.NaN, Date.now())).toBe(0);
  });

  it('is said in minutes and seconds', () => {
    expect(minutesAndSeconds(299)).toEqual({ minutes: 4, seconds: 59 });
    expect(minutesAndSeconds(360)).toEqual({ minutes: 6, seconds: 0 });
  });
});
