import { describe, expect, it } from 'vitest';
import {
  blankQuestion,
  draftsOf,
  moveQuestion,
  quizOf,
  quizProblems,
  quizSettingsOf,
  settingsDraftOf,
  withCorrectOption,
  withoutOption,
  withType,
  type QuestionDraft,
} from './quiz-draft';

const choice = (fields: Partial<QuestionDraft> = {}): QuestionDraft => ({ ...blankQuestion('single'), text: 'Which?', options: ['A', 'B', 'C'], correctOptions: [1], ...fields });

describe('drafts and the quiz sent', () => {
  const quiz = [
    { type: 'single' as const, text: 'Idhhar letters?', required: true, options: ['Six', 'Four'], score: 1, correct: [0] },
    { type: 'multiple' as const, text: 'Throat letters?', required: false, options: ['ء', 'ب', 'هـ'], score: 2, correct: [0, 2] },
    { type: 'text' as const, text: 'Name the rule', required: false, options: [], score: 1, correct: ['Iqlab'], strict: true },
  ];

  it('round-trips the questions a manager loads', () => {
    expect(quizOf(draftsOf(quiz))).toEqual([
      { type: 'single', text: 'Idhhar letters?', required: true, options: ['Six', 'Four'], correct: [0] },
      { type: 'multiple', text: 'Throat letters?', required: false, options: ['ء', 'ب', 'هـ'], correct: [0, 2], score: 2 },
      { type: 'text', text: 'Name the rule', required: false, options: [], correct: ['Iqlab'], strict: true },
    ]);
  });

  it('sends only what the type uses, and drops blank accepted answers', () => {
    const draft = { ...choice({ correctOptions: [2] }), type: 'text' as const, accepted: ['Iqlab', ' ', 'iqlab'] };
    expect(quizOf([draft])).toEqual([{ type: 'text', text: 'Which?', required: false, options: [], correct: ['Iqlab', 'iqlab'], strict: false }]);
  });

  it('keeps an explanation, trimmed, and sends none when it is blank (issue #44, item 7)', () => {
    const [draft] = draftsOf([{ ...quiz[0]!, explanation: 'Six throat letters.' }]);
    expect(draft!.explanation).toBe('Six throat letters.');
    expect(quizOf([{ ...draft!, explanation: '  Six throat letters. ' }])[0]).toMatchObject({ explanation: 'Six throat letters.' });
    expect(quizOf([{ ...draft!, explanation: '  ' }])[0]).not.toHaveProperty('explanation');
  });

  it('sends a typed score as a number', () => {
    expect(quizOf([choice({ score: '2.5' })])[0]).toMatchObject({ score: 2.5 });
  });
});

describe('quizProblems', () => {
  it('has none for sound questions', () => {
    expect(quizProblems([choice(), { ...blankQuestion('text'), text: 'Name it', accepted: ['x'] }]).size).toBe(0);
  });

  it.each([
    ['no text', choice({ text: ' ' }), 'validation.questionTextRequired', 'text'],
    ['no correct option', choice({ correctOptions: [] }), 'validation.questionCorrectInvalid', 'correct'],
    ['one option', choice({ options: ['A'], correctOptions: [0] }), 'validation.questionOptionsInvalid', 'options'],
    ['a blank option', choice({ options: ['A', ''] }), 'validation.invalidField', 'options'],
    ['a score that is no number', choice({ score: 'many' }), 'validation.invalidField', 'score'],
    ['no accepted answer', { ...blankQuestion('text'), text: 'Name it', accepted: [''] }, 'validation.questionCorrectInvalid', 'correct'],
  ])('points at the question with %s', (_, broken, messageKey, field) => {
    expect([...quizProblems([choice(), broken])]).toEqual([[1, { messageKey, field }]]);
  });
});

describe('editing a question', () => {
  it('keeps one correct option for single choice, several for multiple', () => {
    const single = withCorrectOption(choice(), 2, true);
    expect(single.correctOptions).toEqual([2]);
    const multiple = withCorrectOption(withCorrectOption(choice({ type: 'multiple' }), 0, true), 1, false);
    expect(multiple.correctOptions).toEqual([0]);
    expect(withType(choice({ type: 'multiple', correctOptions: [0, 2] }), 'single').correctOptions).toEqual([0]);
  });

  it('moves the correct marks with the options when one is removed', () => {
    const draft = withoutOption(choice({ type: 'multiple', correctOptions: [0, 2] }), 1);
    expect([draft.options, draft.correctOptions]).toEqual([['A', 'C'], [0, 1]]);
    expect(withoutOption(choice({ correctOptions: [1] }), 1).correctOptions).toEqual([]);
  });

  it('reorders questions and ignores moves past either end', () => {
    const [a, b, c] = [choice({ text: 'a' }), choice({ text: 'b' }), choice({ text: 'c' })];
    expect(moveQuestion([a, b, c], 2, 0).map((q) => q.text)).toEqual(['c', 'a', 'b']);
    expect(moveQuestion([a, b, c], 0, -1).map((q) => q.text)).toEqual(['a', 'b', 'c']);
    expect(moveQuestion([a, b, c], 2, 3).map((q) => q.text)).toEqual(['a', 'b', 'c']);
  });
});

describe('quiz settings', () => {
  const SETTINGS = { savequiz: true, timeLimit: null, accepting: true, passMark: null, attemptsAllowed: 1, shuffleQuestions: false, shuffleOptions: false };
  const draft = settingsDraftOf(SETTINGS);

  it('defaults to saved results, no time limit, accepting responses, one attempt, no pass mark, nothing shuffled', () => {
    expect(quizSettingsOf(settingsDraftOf(undefined))).toEqual(SETTINGS);
  });
  it('sends the time limit in minutes', () => {
    expect(quizSettingsOf({ ...draft, savequiz: false, timeLimit: '15', accepting: false })).toMatchObject({ savequiz: false, timeLimit: 15, accepting: false });
    expect(settingsDraftOf({ ...SETTINGS, timeLimit: 15 }).timeLimit).toBe('15');
  });
  it('sends the pass mark and attempts (0 for unlimited, 1 when left empty) and the shuffling', () => {
    expect(quizSettingsOf({ ...draft, passMark: '75', attemptsAllowed: '3', shuffleQuestions: true, shuffleOptions: true })).toMatchObject({
      passMark: 75,
      attemptsAllowed: 3,
      shuffleQuestions: true,
      shuffleOptions: true,
    });
    expect(quizSettingsOf({ ...draft, attemptsAllowed: '3', unlimited: true }).attemptsAllowed).toBe(0);
    expect(quizSettingsOf({ ...draft, attemptsAllowed: ' ' }).attemptsAllowed).toBe(1);
    expect(settingsDraftOf({ ...SETTINGS, attemptsAllowed: 0 })).toMatchObject({ unlimited: true, attemptsAllowed: '1' });
    expect(settingsDraftOf({ ...SETTINGS, passMark: 60 }).passMark).toBe('60');
  });
});
