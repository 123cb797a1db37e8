/**
 * Where a video lesson resumes (issue #44, item 6). The position is saved on the server, per
 * student and lesson (PUT …/position), so another device resumes there too; the player sends it
 * every SAVE_INTERVAL_MS while playing and whenever it stops (pause, the page hidden or left),
 * which keeps the cost to one small write every few seconds per student watching.
 */

/** Closer than this to the start there is nothing to resume; closer to the end, it starts over. */
export const RESUME_MARGIN_SECONDS = 1;

/** How often a playing video's position is saved: a lost tab loses at most this much. */
export const SAVE_INTERVAL_MS = 10_000;

/** Where to start a video of `duration` seconds given the saved position; null: from the start. */
export function resumeAt(saved: number | null, duration: number): number | null {
  if (saved === null || saved < RESUME_MARGIN_SECONDS) return null;
  // A duration the browser does not know yet (NaN, Infinity for a stream) cannot rule a position out.
  if (Number.isFinite(duration) && saved > duration - RESUME_MARGIN_SECONDS) return null;
  return saved;
}

/** A position as it is sent: tenths of a second are as close as anyone resumes. */
export const positionOf = (currentTime: number) => Math.floor(currentTime * 10) / 10;

/** The last position sent, and when (ms, Date.now()). */
export interface SentPosition {
  at: number;
  seconds: number;
}

/**
 * Whether to send `seconds` now: never the same position twice in a row; while playing, once
 * SAVE_INTERVAL_MS have passed since the last; when the video stops (`stopped`), at once.
 */
export function positionDue(last: SentPosition | null, seconds: number, now: number, stopped: boolean): boolean {
  if (last !== null && last.seconds === seconds) return false;
  return stopped || last === null || now - last.at >= SAVE_INTERVAL_MS;
}
