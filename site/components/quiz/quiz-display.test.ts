import { describe, expect, it } from 'vitest';
import { answersOf, answerText, clockText, correctAnswerText, percentOf, secondsLeft, toggledOption, totalPoints, typedScore, type QuestionView } from './quiz-display';

const single: QuestionView = { type: 'single', text: 'Letters of idhhar?', required: true, options: ['Six', 'Four'], score: 1, correct: [0] };
const multiple: QuestionView = { type: 'multiple', text: 'Throat letters?', required: false, options: ['ء', 'هـ', 'ب'], score: 2, correct: [0, 1] };
const text: QuestionView = { type: 'text', text: 'Name the rule', required: false, options: [], score: 1, correct: ['Iqlab', 'iqlāb'] };

describe('percentOf', () => {
  it.each([
    [3, 4, 75],
    [2, 3, 66.7],
    [0, 5, 0],
    [5, 5, 100],
    [null, 5, null],
    [3, 0, null],
    [3, null, null],
  ])('%s of %s is %s', (score, max, percent) => {
    expect(percentOf(score, max)).toBe(percent);
  });
});

describe('answerText', () => {
  it.each([
    [single, 1, 'Four'],
    [multiple, [0, 1], 'ء, هـ'],
    [multiple, [], ''],
    [text, '  iqlab ', '  iqlab '],
    [single, undefined, ''],
  ] as const)('%#: shows the answer as the student chose it', (question, answer, shown) => {
    expect(answerText(question, answer as never)).toBe(shown);
  });
});

describe('correctAnswerText', () => {
  it('names the correct options, or every accepted text', () => {
    expect(correctAnswerText(single)).toBe('Six');
    expect(correctAnswerText(multiple)).toBe('ء, هـ');
    expect(correctAnswerText(text)).toBe('Iqlab / iqlāb');
  });
  it('is null while the student may not know it', () => {
    expect(correctAnswerText({ ...single, correct: undefined })).toBeNull();
  });
});

describe('toggledOption', () => {
  it.each([
    [undefined, 2, true, [2]],
    [[2], 0, true, [0, 2]],
    [[0, 2], 2, false, [0]],
    [[0], 0, true, [0]],
    [[0], 3, false, [0]],
  ] as const)('%j, option %s ticked %s → %j', (current, option, checked, next) => {
    expect(toggledOption(current as never, option, checked)).toEqual(next);
  });
});

describe('secondsLeft', () => {
  const start = '2026-01-10T10:00:00.000Z';
  const at = (iso: string) => new Date(iso).getTime();
  it.each([
    [5, '2026-01-10T10:00:00.000Z', 300],
    [5, '2026-01-10T10:04:59.200Z', 1],
    [5, '2026-01-10T10:05:00.000Z', 0],
    [5, '2026-01-10T11:00:00.000Z', 0],
    [null, '2026-01-10T11:00:00.000Z', null],
  ])('a %s-minute quiz at %s has %s seconds left', (minutes, now, left) => {
    expect(secondsLeft(start, minutes, at(now))).toBe(left);
  });
});

describe('clockText', () => {
  it.each([
    [0, '0:00'],
    [65, '1:05'],
    [600, '10:00'],
    [3723, '1:02:03'],
    [-4, '0:00'],
  ])('%s seconds read %s', (seconds, shown) => {
    expect(clockText(seconds)).toBe(shown);
  });
});

describe('answersOf and totalPoints', () => {
  it('indexes the answers and adds up the points', () => {
    expect(answersOf({ answers: [{ index: 2, answer: 'x' }] }).get(2)).toBe('x');
    expect(answersOf(null).size).toBe(0);
    expect(totalPoints([single, multiple, text])).toBe(4);
  });
});

describe('typedScore', () => {
  it.each([
    ['3', 4, 3],
    ['0', 4, 0],
    ['4', 4, 4],
    ['2.5', 4, 2.5],
    ['4.5', 4, null],
    ['-1', 4, null],
    ['', 4, null],
    ['  ', 4, null],
    ['three', 4, null],
  ])('%j out of %s is %s', (text, max, score) => {
    expect(typedScore(text, max)).toBe(score);
  });
});
