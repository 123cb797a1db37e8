// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TMaterial, TQuizAttemptView } from '@halaqa/shared/api-contract/course-shapes';
import { catalogues } from '@halaqa/shared/i18n/index';
import type { QuestionView } from '../quiz/quiz-display';
import QuizPart from './QuizPart';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// jsdom has no CSS.escape; React Aria's modal (the last attempt's confirmation) calls it with plain meta names only.
globalThis.CSS ??= { escape: (value: string) => value } as typeof CSS;

const { en } = catalogues;
const lesson = '/api/courses/course-1/materials/lesson-1';
const questions: QuestionView[] = [
  { type: 'single', text: 'Letters of idhhar?', required: true, options: ['Six', 'Four'], score: 1 },
  { type: 'text', text: 'Name the rule', required: true, options: [], score: 1 },
];
const open: TQuizAttemptView = {
  attempt: 1,
  state: 'inProgress',
  startedAt: '2026-01-10T10:00:00.000Z',
  submittedAt: null,
  timeSpent: null,
  score: null,
  maxScore: null,
  retakeAllowed: false,
  answers: [],
  correct: null,
  attemptsLeft: 0,
  passed: null,
  order: null,
};
const ONE_ATTEMPT: TMaterial['quiz_settings'] = { savequiz: true, timeLimit: null, accepting: true, passMark: null, attemptsAllowed: 1, shuffleQuestions: false, shuffleOptions: false };

let host: HTMLDivElement;
let calls: { method: string; url: string; body: unknown }[];
/** The server's replies by call, in order: [status, body]. */
let replies: Record<string, [number, unknown][]>;

beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
  calls = [];
  replies = {};
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => setTimeout(callback, 0));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const [status, body] = replies[`${method} ${url}`]?.shift() ?? [200, {}];
      return new Response(JSON.stringify(body), { status });
    }),
  );
});

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

async function show(attempt: TQuizAttemptView | null, accepting = true, settings: Partial<typeof ONE_ATTEMPT> = {}) {
  await act(async () => {
    createRoot(host).render(
      <QuizPart
        language="en"
        courseId="course-1"
        materialId="lesson-1"
        questions={questions}
        settings={{ ...ONE_ATTEMPT, accepting, ...settings }}
        initialAttempt={attempt}
      />,
    );
  });
}

const fieldsets = () => [...host.querySelectorAll<HTMLFieldSetElement>('[data-testid="quiz-question"]')];
const statusOf = (index: number) => fieldsets()[index]!.querySelector('[role="status"]')!.textContent;
const submitButton = () => [...host.querySelectorAll('button')].find((button) => button.textContent === en.assessment.quiz.submit)!;

async function typeInto(input: HTMLInputElement, text: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('taking a quiz', () => {
  it('says before the start that there is one attempt, then starts it and shows every question, the required ones marked', async () => {
    replies[`POST ${lesson}/start-quiz`] = [[200, open]];
    await show(null);
    expect(host.textContent).toContain('Questions: 2 · Points: 2');
    expect(host.querySelector('[data-testid="quiz-one-attempt"]')?.textContent).toBe(en.assessment.quiz.oneAttempt);
    await act(async () => [...host.querySelectorAll('button')].find((button) => button.textContent === en.assessment.quiz.start)!.click());
    expect(calls).toEqual([{ method: 'POST', url: `${lesson}/start-quiz`, body: undefined }]);
    expect(fieldsets()).toHaveLength(2);
    expect(fieldsets().map((fieldset) => fieldset.querySelector('legend')!.textContent)).toEqual(['Question 1RequiredLetters of idhhar?', 'Question 2RequiredName the rule']);
  });

  it('saves a choice at once and says so', async () => {
    await show(open);
    await act(async () => fieldsets()[0]!.querySelectorAll('input')[1]!.click());
    expect(calls).toEqual([{ method: 'POST', url: `${lesson}/submit-answer`, body: { index: 0, answer: 1 } }]);
    expect(statusOf(0)).toBe(en.assessment.quiz.saved);
  });

  it('shows the server’s refusal, keeps the answers and marks the required question left blank', async () => {
    replies[`POST ${lesson}/submit-quiz`] = [[400, { error: en.validation.requiredQuestions }]];
    await show({ ...open, answers: [{ index: 0, answer: 0 }] });
    await act(async () => submitButton().click());
    expect(calls.map((call) => call.url)).toEqual([`${lesson}/submit-quiz`]);
    expect(host.querySelector('[role="alert"]')!.textContent).toBe(en.validation.requiredQuestions);
    expect(fieldsets()[0]!.querySelector<HTMLInputElement>('input')!.checked).toBe(true);
    expect(fieldsets().map((fieldset) => fieldset.dataset.missing)).toEqual(['false', 'true']);
    expect(document.activeElement).toBe(fieldsets()[1]);
  });

  it('sends a text answer not saved yet before submitting, then shows the score and which answers were right', async () => {
    const submitted: TQuizAttemptView = {
      ...open,
      state: 'submitted',
      submittedAt: '2026-01-10T10:03:00.000Z',
      score: 1,
      maxScore: 2,
      answers: [
        { index: 0, answer: 1 },
        { index: 1, answer: 'Iqlab' },
      ],
      correct: [false, true],
    };
    replies[`POST ${lesson}/submit-quiz`] = [[200, submitted]];
    replies[`GET ${lesson}`] = [[200, { quiz: [{ ...questions[0], correct: [0] }, { ...questions[1], correct: ['iqlab'] }] }]];
    await show({ ...open, answers: [{ index: 0, answer: 1 }] });
    await typeInto(fieldsets()[1]!.querySelector('input')!, 'Iqlab');
    expect(calls).toEqual([]);
    await act(async () => submitButton().click());
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      `POST ${lesson}/submit-answer`,
      `POST ${lesson}/submit-quiz`,
      `GET ${lesson}`,
      'GET /api/courses/course-1/materials',
    ]);
    expect(calls[0]!.body).toEqual({ index: 1, answer: 'Iqlab' });
    expect(host.querySelector('[data-testid="quiz-score"]')!.textContent).toBe('Your score: 1 / 2 (50 %)');
    const review = [...host.querySelectorAll<HTMLLIElement>('[data-testid="quiz-review-item"]')];
    expect(review.map((item) => item.dataset.correct)).toEqual(['false', 'true']);
    expect(review[0]!.textContent).toContain('Correct answer: Six');
    expect(host.textContent).toContain(en.assessment.quiz.askRetake);
  });

  it('offers Start again only after a granted retake, and says when the quiz is closed', async () => {
    const granted: TQuizAttemptView = { ...open, state: 'submitted', score: 2, maxScore: 2, correct: [true, true], retakeAllowed: true };
    await show(granted);
    expect(host.textContent).toContain(en.assessment.quiz.retakeGranted);
    expect([...host.querySelectorAll('button')].map((button) => button.textContent)).toEqual([en.assessment.quiz.startAgain]);
    document.body.innerHTML = '';
    host = document.createElement('div');
    document.body.append(host);
    await show(granted, false);
    expect(host.querySelector('[data-testid="quiz-closed"]')!.textContent).toBe(en.errors.quizClosed);
    expect(host.querySelectorAll('button')).toHaveLength(0);
  });

  it('shows a shuffled attempt in its own order and saves an option by its own index', async () => {
    await show({ ...open, order: { questions: [1, 0], options: [[1, 0], []] } }, true, { shuffleQuestions: true, shuffleOptions: true });
    expect(fieldsets().map((fieldset) => fieldset.querySelector('legend')!.textContent)).toEqual(['Question 1RequiredName the rule', 'Question 2RequiredLetters of idhhar?']);
    const choice = fieldsets()[1]!;
    expect([...choice.querySelectorAll('label')].map((label) => label.textContent)).toEqual(['Four', 'Six']);
    await act(async () => choice.querySelectorAll('input')[0]!.click());
    expect(calls).toEqual([{ method: 'POST', url: `${lesson}/submit-answer`, body: { index: 0, answer: 1 } }]);
  });

  it('asks before the last of several attempts is submitted, and submits only once confirmed', async () => {
    const answered = { ...open, attempt: 3, answers: [{ index: 0, answer: 0 }, { index: 1, answer: 'Iqlab' }] };
    replies[`POST ${lesson}/submit-quiz`] = [[200, { ...answered, state: 'submitted', score: 2, maxScore: 2, correct: [true, true], passed: true }]];
    replies[`GET ${lesson}`] = [[200, { quiz: questions }]];
    await show(answered, true, { attemptsAllowed: 3, passMark: 50 });
    expect(host.querySelector('[data-testid="quiz-attempt-number"]')!.textContent).toBe('Attempt 3 of 3');
    await act(async () => submitButton().click());
    const dialog = document.querySelector('[role="dialog"]')!;
    expect(dialog.textContent).toContain(en.assessment.quiz.confirmLast.body);
    expect(calls).toEqual([]);
    await act(async () => [...dialog.querySelectorAll('button')].find((button) => button.textContent === en.assessment.quiz.confirmLast.cancel)!.click());
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(calls).toEqual([]);
    await act(async () => submitButton().click());
    await act(async () => [...document.querySelectorAll('[role="dialog"] button')].find((button) => button.textContent === en.assessment.quiz.confirmLast.confirm)!.dispatchEvent(new MouseEvent('click', { bubbles: true })));
    expect(calls.map((call) => call.url)).toContain(`${lesson}/submit-quiz`);
    expect(host.querySelector('[data-testid="quiz-passed"]')!.textContent).toBe('Passed (pass mark 50 %).');
    expect(host.textContent).toContain(en.assessment.quiz.attemptsUsed);
  });

  it('submits without asking while attempts remain, and offers the next attempt with what is left', async () => {
    const first = { ...open, attemptsLeft: 2, answers: [{ index: 0, answer: 0 }, { index: 1, answer: 'Iqlab' }] };
    replies[`POST ${lesson}/submit-quiz`] = [[200, { ...first, state: 'submitted', score: 1, maxScore: 2, correct: [true, false], passed: false }]];
    replies[`GET ${lesson}`] = [[200, { quiz: questions }]];
    await show(first, true, { attemptsAllowed: 3, passMark: 75 });
    await act(async () => submitButton().click());
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(host.querySelector('[data-testid="quiz-passed"]')!.textContent).toBe('Not passed yet (pass mark 75 %).');
    expect(host.querySelector('[data-testid="quiz-attempts-left"]')!.textContent).toBe('2 attempts left.');
    expect([...host.querySelectorAll('button')].map((button) => button.textContent)).toEqual([en.assessment.quiz.startAgain]);
  });
});
