import { createHash } from 'node:crypto';
import type { AttemptSettings } from '@halaqa/shared/quiz-attempts';

/** The order an attempt shows: question indexes, and for each question (by its own index) its option indexes. */
export interface AttemptOrder {
  questions: number[];
  options: number[][];
}

/**
 * `count` indexes in an order drawn from `seed`: each index sorted by the SHA-256 of the seed and
 * itself. A hash rather than a seeded random generator of our own: the standard library has one,
 * every permutation is as likely, and the same seed always gives the same order.
 */
function shuffled(seed: string, count: number): number[] {
  const rank = (index: number) => createHash('sha256').update(`${seed}:${index}`).digest('hex');
  const ranks = Array.from({ length: count }, (_, index) => ({ index, rank: rank(index) }));
  return ranks.sort((a, b) => (a.rank < b.rank ? -1 : 1)).map((entry) => entry.index);
}

const identity = (count: number) => Array.from({ length: count }, (_, index) => index);

/**
 * The order attempt `attemptId` shows the questions in (issue #44, item 7), drawn from the
 * attempt's id: the same attempt always gets the same order (a reload changes nothing) and the
 * next attempt another. Only the display moves: answers still name questions and options by their
 * own index, so scoring never depends on where something was shown. Null when the quiz shuffles
 * nothing.
 */
export function attemptOrder(settings: AttemptSettings | null | undefined, attemptId: string, optionCounts: readonly number[]): AttemptOrder | null {
  if (!settings?.shuffleQuestions && !settings?.shuffleOptions) return null;
  return {
    questions: settings.shuffleQuestions ? shuffled(`${attemptId}:questions`, optionCounts.length) : identity(optionCounts.length),
    options: optionCounts.map((count, question) => (settings.shuffleOptions ? shuffled(`${attemptId}:options:${question}`, count) : identity(count))),
  };
}
