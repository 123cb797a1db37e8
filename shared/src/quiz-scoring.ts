/**
 * Quiz questions and their scoring (learning-content §3, issue #6). Pure: the server scores with
 * it, and the teacher views explain results with it.
 */
import { answerMatches } from './answer-matching';

export const QUESTION_TYPES = ['single', 'multiple', 'text'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export interface QuizQuestion {
  type: QuestionType;
  text: string;
  required?: boolean;
  options?: string[];
  /** Option indexes for single/multiple; accepted texts for text questions. */
  correct: number[] | string[];
  /** Text questions: exact match; otherwise compared as answer-matching.ts normalises them. */
  strict?: boolean;
  /** Points for a correct answer (spec §9: default 1). */
  score?: number;
  /** Why the answer is what it is (issue #44, item 7): shown to a student only after submitting. */
  explanation?: string;
}

/** An answer as submitted: an option index, a list of indexes, or a text. */
export type QuizAnswer = number | number[] | string;

export const DEFAULT_QUESTION_SCORE = 1;
/** Below this share of correct answers a question gets a teaching tip (spec §5: 60 %). */
export const INSIGHT_TIP_THRESHOLD = 0.6;

export const pointsOf = (question: QuizQuestion) => question.score ?? DEFAULT_QUESTION_SCORE;

/** Whether an answer has the shape its question takes (and its indexes exist). */
export function answerFits(question: QuizQuestion, answer: unknown): answer is QuizAnswer {
  const optionCount = question.options?.length ?? 0;
  const isIndex = (value: unknown) => Number.isInteger(value) && (value as number) >= 0 && (value as number) < optionCount;
  if (question.type === 'single') return isIndex(answer);
  if (question.type === 'multiple') return Array.isArray(answer) && answer.every(isIndex) && new Set(answer).size === answer.length;
  return typeof answer === 'string' && answer.length <= 5000;
}

/** An answer counts as given unless it is empty (no option chosen, blank text). */
export function isAnswered(answer: QuizAnswer | undefined | null): boolean {
  if (answer === undefined || answer === null) return false;
  if (Array.isArray(answer)) return answer.length > 0;
  if (typeof answer === 'string') return answer.trim().length > 0;
  return true;
}

export function isCorrect(question: QuizQuestion, answer: QuizAnswer | undefined | null): boolean {
  if (!isAnswered(answer)) return false;
  if (question.type === 'text') {
    return answerMatches(answer as string, question.correct.map(String), Boolean(question.strict));
  }
  const expected = [...(question.correct as number[])].sort((a, b) => a - b);
  const given = (Array.isArray(answer) ? [...answer] : [answer as number]).sort((a, b) => a - b);
  return expected.length === given.length && expected.every((value, index) => value === given[index]);
}

/** The indexes of required questions left unanswered; submitting needs none (spec §5). */
export function unansweredRequired(questions: readonly QuizQuestion[], answers: ReadonlyMap<number, QuizAnswer>): number[] {
  return questions.flatMap((question, index) => (question.required && !isAnswered(answers.get(index)) ? [index] : []));
}

export interface QuizResult {
  score: number;
  maxScore: number;
  /** Per question: whether the answer was right. */
  correct: boolean[];
}

export function scoreQuiz(questions: readonly QuizQuestion[], answers: ReadonlyMap<number, QuizAnswer>): QuizResult {
  const correct = questions.map((question, index) => isCorrect(question, answers.get(index)));
  return {
    score: questions.reduce((sum, question, index) => sum + (correct[index] ? pointsOf(question) : 0), 0),
    maxScore: questions.reduce((sum, question) => sum + pointsOf(question), 0),
    correct,
  };
}

/** What a student may see of a question before their attempt is submitted: no correct answers. */
export function questionForStudent({ type, text, required, options, score }: QuizQuestion) {
  return { type, text, required: Boolean(required), options: options ?? [], score: score ?? DEFAULT_QUESTION_SCORE };
}
