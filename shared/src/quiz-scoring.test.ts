import { describe, expect, it } from 'vitest';
import { answerFits, isCorrect, questionForStudent, scoreQuiz, unansweredRequired, type QuizAnswer, type QuizQuestion } from './quiz-scoring';

const single: QuizQuestion = { type: 'single', text: 'Capital?', options: ['Cairo', 'Giza'], correct: [0], required: true };
const multiple: QuizQuestion = { type: 'multiple', text: 'Vowels?', options: ['a', 'b', 'e'], correct: [0, 2], score: 2 };
const loose: QuizQuestion = { type: 'text', text: 'Say hi', correct: ['Salam', 'Hello'] };
const strict: QuizQuestion = { type: 'text', text: 'Exact', correct: ['Salam'], strict: true };

describe('isCorrect', () => {
  it.each<[string, QuizQuestion, QuizAnswer | undefined, boolean]>([
    ['single right', single, 0, true],
    ['single wrong', single, 1, false],
    ['single unanswered', single, undefined, false],
    ['multiple exact set, any order', multiple, [2, 0], true],
    ['multiple missing one', multiple, [0], false],
    ['multiple with an extra', multiple, [0, 1, 2], false],
    ['text trimmed and case-insensitive', loose, '  salam ', true],
    ['text another accepted answer', loose, 'HELLO', true],
    ['text wrong', loose, 'bye', false],
    ['strict text exact', strict, 'Salam', true],
    ['strict text case differs', strict, 'salam', false],
    ['blank text', loose, '   ', false],
  ])('%s', (_case, question, answer, expected) => {
    expect(isCorrect(question, answer)).toBe(expected);
  });
});

describe('answerFits', () => {
  it.each<[QuizQuestion, unknown, boolean]>([
    [single, 1, true],
    [single, 2, false],
    [single, '0', false],
    [multiple, [0, 2], true],
    [multiple, [0, 0], false],
    [multiple, [5], false],
    [multiple, 0, false],
    [loose, 'x', true],
    [loose, 3, false],
  ])('%j ← %j is %s', (question, answer, expected) => {
    expect(answerFits(question, answer)).toBe(expected);
  });
});

describe('scoreQuiz and required questions', () => {
  const questions = [single, multiple, loose];

  it('adds the points of right answers (default 1) against all points', () => {
    expect(scoreQuiz(questions, new Map<number, QuizAnswer>([[0, 0], [1, [0, 2]], [2, 'nope']]))).toEqual({ score: 3, maxScore: 4, correct: [true, true, false] });
    expect(scoreQuiz(questions, new Map())).toEqual({ score: 0, maxScore: 4, correct: [false, false, false] });
  });

  it('lists required questions still unanswered', () => {
    expect(unansweredRequired(questions, new Map())).toEqual([0]);
    expect(unansweredRequired(questions, new Map<number, QuizAnswer>([[0, 1]]))).toEqual([]);
  });

  it('never shows a student the correct answers', () => {
    expect(questionForStudent(single)).toEqual({ type: 'single', text: 'Capital?', required: true, options: ['Cairo', 'Giza'], score: 1 });
    expect(JSON.stringify(questionForStudent(loose))).not.toContain('Salam');
  });
});
