import { describe, expect, it } from 'vitest';
import { awaitsManualScore } from './manual-score';
import type { QuizAnswer, QuizQuestion } from './quiz-scoring';

const choice: QuizQuestion = { type: 'single', text: '2 + 2?', options: ['3', '4'], correct: [1] };
const essay: QuizQuestion = { type: 'text', text: 'Explain tajwid.', correct: ['rules of recitation'] };
const strict: QuizQuestion = { type: 'text', text: 'Spell it.', correct: ['Tajwīd'], strict: true };

describe('awaitsManualScore', () => {
  it.each<[string, QuizQuestion[], [number, QuizAnswer][], boolean]>([
    ['no text question', [choice], [[0, 0]], false],
    ['a text answer the scoring did not accept', [choice, essay], [[0, 1], [1, 'the art of reading well']], true],
    ['a text answer that matched (trimmed, any case)', [essay], [[0, '  Rules of Recitation ']], false],
    ['a strict text answer that differs only in case', [strict], [[0, 'tajwīd']], true],
    ['a blank text answer', [essay], [[0, '   ']], false],
    ['an unanswered text question', [choice, essay], [[0, 1]], false],
    ['one accepted and one not', [essay, strict], [[0, 'rules of recitation'], [1, 'tajweed']], true],
  ])('%s → %s', (_, questions, answers, expected) => {
    expect(awaitsManualScore(questions, new Map(answers))).toBe(expected);
  });
});
