/**
 * A quiz's attempt rules (issue #44, item 7): how many attempts a student has, whether they may
 * start the next one themselves and whether a result passes. Pure, so the server that decides
 * and the player that explains share it (the order a shuffled attempt shows is the server's:
 * cms/services/courses/assessment/quizzes/attempt-order.ts).
 */

/** Attempts allowed when the teacher set none: one, further ones only when the teacher grants a retake. */
export const DEFAULT_ATTEMPTS_ALLOWED = 1;
/** `attemptsAllowed` 0 means no limit (as Moodle stores "unlimited"). */
export const UNLIMITED_ATTEMPTS = 0;
export const MAX_ATTEMPTS_ALLOWED = 100;

export interface AttemptSettings {
  attemptsAllowed?: number | null;
  passMark?: number | null;
  shuffleQuestions?: boolean | null;
  shuffleOptions?: boolean | null;
}

export const attemptsAllowedOf = (settings: AttemptSettings | null | undefined): number => settings?.attemptsAllowed ?? DEFAULT_ATTEMPTS_ALLOWED;

/** Attempts still to take after attempt number `taken`: null without a limit. */
export function attemptsLeft(settings: AttemptSettings | null | undefined, taken: number): number | null {
  const allowed = attemptsAllowedOf(settings);
  return allowed === UNLIMITED_ATTEMPTS ? null : Math.max(0, allowed - taken);
}

/**
 * Whether the student may start another attempt after attempt number `taken` without asking:
 * the teacher granted a retake, or the quiz allows more than one attempt and some are left.
 * A quiz of one attempt keeps the old rule (only a granted retake), and a final result never retakes.
 */
export function mayStartAnother(settings: AttemptSettings | null | undefined, attempt: { attempt: number; state: string; retakeAllowed?: boolean | null }): boolean {
  if (attempt.state !== 'submitted') return false;
  if (attempt.retakeAllowed) return true;
  const left = attemptsLeft(settings, attempt.attempt);
  return left === null || left > 0;
}

/** Whether submitting attempt number `number` leaves the student no further one of their own (asked to confirm). */
export function isLastAttempt(settings: AttemptSettings | null | undefined, number: number): boolean {
  return attemptsAllowedOf(settings) > 1 && attemptsLeft(settings, number) === 0;
}

/** Whether a result passes: null when the quiz has no pass mark or the result has no total. */
export function passedOf(settings: AttemptSettings | null | undefined, score: number | null, maxScore: number | null): boolean | null {
  const mark = settings?.passMark;
  if (mark === null || mark === undefined || score === null || !maxScore) return null;
  return (score / maxScore) * 100 >= mark;
}
