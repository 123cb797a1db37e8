/**
 * A quiz's attempt rules (issue #44, item 7): how many attempts a student has, whether they may
 * start the next one themselves, whether a result passes, and the order a shuffled attempt shows
 * its questions and options in. Pure, so the server that decides and the player that explains
 * share it.
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

/** The order an attempt shows: question indexes, and for each question (by its own index) its option indexes. */
export interface AttemptOrder {
  questions: number[];
  options: number[][];
}

/** A 32-bit seed from a text (FNV-1a). */
function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let at = 0; at < text.length; at += 1) {
    hash ^= text.charCodeAt(at);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A small seeded generator (mulberry32): the same seed gives the same numbers. */
function generatorOf(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled(count: number, next: () => number): number[] {
  const order = Array.from({ length: count }, (_, index) => index);
  for (let at = count - 1; at > 0; at -= 1) {
    const other = Math.floor(next() * (at + 1));
    [order[at], order[other]] = [order[other]!, order[at]!];
  }
  return order;
}

/**
 * The order attempt `attemptId` shows the questions in, drawn from the attempt's id: the same
 * attempt always gets the same order (a reload changes nothing) and the next attempt another.
 * Only the display moves: answers still name questions and options by their own index, so
 * scoring never depends on where something was shown. Null when the quiz shuffles nothing.
 */
export function attemptOrder(settings: AttemptSettings | null | undefined, attemptId: string, optionCounts: readonly number[]): AttemptOrder | null {
  if (!settings?.shuffleQuestions && !settings?.shuffleOptions) return null;
  const next = generatorOf(seedOf(attemptId));
  const identity = (count: number) => Array.from({ length: count }, (_, index) => index);
  return {
    questions: settings.shuffleQuestions ? shuffled(optionCounts.length, next) : identity(optionCounts.length),
    options: optionCounts.map((count) => (settings.shuffleOptions ? shuffled(count, next) : identity(count))),
  };
}
