import type { z } from 'zod';
import type { TQuizAttemptView, ZQuestionView } from '@halaqa/shared/api-contract/course-shapes';
import type { QuizAnswer } from '@halaqa/shared/quiz-scoring';

/**
 * How the quiz views (the student's player, the teacher's results) put answers and scores into
 * words and numbers. Pure, so both sides show a result the same way and tests can pin it down.
 */
export type QuestionView = z.infer<typeof ZQuestionView>;

/** The attempt's answers by question index. */
export function answersOf(attempt: Pick<TQuizAttemptView, 'answers'> | null): Map<number, QuizAnswer> {
  return new Map((attempt?.answers ?? []).map(({ index, answer }) => [index, answer]));
}

/** A score as a percent with one decimal (75, 66.7), as the scores pages show it; null without a total. */
export function percentOf(score: number | null, maxScore: number | null): number | null {
  if (score === null || !maxScore) return null;
  return Math.round((score / maxScore) * 1000) / 10;
}

/** What a student answered, in words: the chosen options' texts, or the text written; '' when unanswered. */
export function answerText(question: QuestionView, answer: QuizAnswer | undefined): string {
  if (answer === undefined) return '';
  if (typeof answer === 'string') return answer;
  const indexes = Array.isArray(answer) ? answer : [answer];
  return indexes.map((index) => question.options[index] ?? '').join(', ');
}

/** The correct answer in words (options' texts, or the accepted texts); null when it is not known. */
export function correctAnswerText(question: QuestionView): string | null {
  if (!question.correct || question.correct.length === 0) return null;
  if (question.type === 'text') return question.correct.map(String).join(' / ');
  return (question.correct as number[]).map((index) => question.options[index] ?? '').join(', ');
}

/** A multiple-choice answer after one box is ticked or unticked, in option order. */
export function toggledOption(current: QuizAnswer | undefined, option: number, checked: boolean): number[] {
  const chosen = new Set(Array.isArray(current) ? current : []);
  if (checked) chosen.add(option);
  else chosen.delete(option);
  return [...chosen].sort((a, b) => a - b);
}

/** Seconds left of a timed attempt (never below 0), or null when the quiz has no time limit. */
export function secondsLeft(startedAt: string, timeLimitMinutes: number | null, now: number): number | null {
  if (!timeLimitMinutes) return null;
  const end = new Date(startedAt).getTime() + timeLimitMinutes * 60_000;
  return Math.max(0, Math.ceil((end - now) / 1000));
}

/** A duration as a clock: 4:05, or 1:02:03 from an hour. */
export function clockText(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const [hours, minutes, rest] = [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60];
  const two = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(rest)}` : `${minutes}:${two(rest)}`;
}

/** The points a quiz is worth: the sum of its questions' scores. */
export function totalPoints(questions: readonly Pick<QuestionView, 'score'>[]): number {
  return questions.reduce((sum, question) => sum + question.score, 0);
}

/** A score a teacher typed, when it is a number from 0 to the quiz's total; otherwise null. */
export function typedScore(text: string, maxScore: number): number | null {
  if (text.trim() === '') return null;
  const score = Number(text);
  return Number.isFinite(score) && score >= 0 && score <= maxScore ? score : null;
}
