/**
 * Where a video lesson resumes (issue #15). The position is kept in the browser's localStorage,
 * per user and lesson: no call of the contract stores it, and a position is worth too little to
 * cost the server a write every few seconds. Each site is its own origin, so sites never share
 * one; the user's id in the key keeps two people on one browser apart.
 */

/** Closer than this to the start there is nothing to resume; closer to the end, it starts over. */
export const RESUME_MARGIN_SECONDS = 1;

export const videoPositionKey = (userId: string, lessonId: string) => `halaqa:video-position:${userId}:${lessonId}`;

/** A stored position, or null when there is none or it is not a usable number. */
export function parsePosition(stored: string | null): number | null {
  if (stored === null) return null;
  const seconds = Number(stored);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
}

/** Where to start a video of `duration` seconds given the saved position; null: from the start. */
export function resumeAt(saved: number | null, duration: number): number | null {
  if (saved === null || saved < RESUME_MARGIN_SECONDS) return null;
  // A duration the browser does not know yet (NaN, Infinity for a stream) cannot rule a position out.
  if (Number.isFinite(duration) && saved > duration - RESUME_MARGIN_SECONDS) return null;
  return saved;
}

/** Whether to write the position again: once per whole second played, not on every timeupdate. */
export const positionChanged = (lastSaved: number | null, now: number) => lastSaved === null || Math.floor(lastSaved) !== Math.floor(now);
