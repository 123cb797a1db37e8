/**
 * The summary cooldown (platform-core §4, learning-content §4): a time stamp is kept per key in
 * browser storage, and the wait left is 360 seconds minus the time since, never below 0.
 */
export const COOLDOWN_SECONDS = 360;

/** Whole seconds left to wait after a start at `startedAt` (ms since the epoch; null: never started). */
export function cooldownLeft(startedAt: number | null, now: number): number {
  if (startedAt === null || !Number.isFinite(startedAt)) return 0;
  return Math.max(0, Math.ceil(COOLDOWN_SECONDS - (now - startedAt) / 1000));
}

/** The wait as the message gives it: minutes and seconds. */
export function minutesAndSeconds(seconds: number): { minutes: number; seconds: number } {
  return { minutes: Math.floor(seconds / 60), seconds: seconds % 60 };
}
