import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogues, translatorFor } from '@halaqa/shared/i18n/index';
import { newSignedInStudent, signedInClient } from '@halaqa/infra/testing/accounts';
import { MOBILE } from '@halaqa/infra/testing/browser';
import type { SiteClient } from '@halaqa/infra/testing/site-client';
import { expectNoAxeViolations, islandsHydrated, signedInContext } from './support/pages';
import { ACME, usePlatform } from './support/platform';

/**
 * Issue #44, item 7, through the lesson page: a quiz of two attempts with a pass mark and
 * shuffled questions and options. The student takes it, fails, reads the explanations, starts
 * the retake themselves (the same order after a reload), is asked before submitting the last
 * attempt, backs out, confirms, passes, and the lesson is completed. Axe in light and dark.
 */
const platform = usePlatform();
let owner: SiteClient;

beforeAll(async () => {
  owner = await signedInClient(platform.acme, ACME.ownerEmail, ACME.ownerPassword);
  await owner.json('POST', '/api/settings/general', { settings: { onboardingComplete: true } });
});

const QUIZ = [
  { type: 'single', text: 'How many letters of idhhar are there?', required: true, options: ['Six', 'Four', 'Two'], correct: [0], explanation: 'The six throat letters: ء ه ع ح غ خ.' },
  { type: 'single', text: 'Which rule applies when noon sakinah meets baa?', required: true, options: ['Iqlab', 'Idgham', 'Ikhfa'], correct: [0], explanation: 'Iqlab turns the noon into a meem.' },
  { type: 'single', text: 'How many letters of idgham are there?', required: true, options: ['Five', 'Seven', 'Nine'], correct: [2] },
];
/** The right option of each question, by its text. */
const RIGHT = ['Six', 'Iqlab', 'Nine'];

async function quizLesson() {
  const course = await owner.json<{ id: string; name: string }>('POST', '/api/courses', { name: `Attempts quiz ${Date.now()}`, description: 'Recitation rules' });
  expect(course.status).toBe(201);
  const lesson = await owner.json<{ id: string; name: string }>('POST', `/api/courses/${course.body.id}/materials`, {
    name: 'Noon sakinah check',
    type: 'quiz',
    quiz: QUIZ,
    quiz_settings: { savequiz: true, accepting: true, passMark: 75, attemptsAllowed: 2, shuffleQuestions: true, shuffleOptions: true },
  });
  expect(lesson.status).toBe(200);
  return { courseId: course.body.id, lesson: lesson.body };
}

async function darkMode(client: SiteClient, on: boolean) {
  expect((await client.json('PUT', '/api/users/me', { settings: JSON.stringify({ darkMode: on }) })).status).toBe(200);
}

/** Axe in the light theme and then, the same page reloaded, in the dark one; back to light after. */
async function expectAccessibleInBothThemes(page: Page, client: SiteClient) {
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page);
  await darkMode(client, true);
  await page.reload();
  await islandsHydrated(page);
  expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
  await expectNoAxeViolations(page);
  await darkMode(client, false);
  await page.reload();
  await islandsHydrated(page);
}

/** The question texts in the order the page shows them. */
async function shownOrder(page: Page): Promise<string[]> {
  return page.getByTestId('quiz-question').locator('.quiz-question-text').allTextContents();
}

/** Picks, in every question, the option named `answers[question]` (found by its words, wherever it is shown). */
async function answerAll(page: Page, answers: string[], saved: string) {
  const questions = page.getByTestId('quiz-question');
  for (const [index, question] of QUIZ.entries()) {
    const field = questions.filter({ hasText: question.text });
    await field.getByRole('radio', { name: answers[index], exact: true }).check();
    await expect.poll(() => field.getByRole('status').textContent()).toBe(saved);
  }
}

const RUNS = [
  { run: 'in Arabic on a 375px phone', language: 'ar' as const, options: { ...MOBILE, viewport: { width: 375, height: 740 } } },
  { run: 'in English at 1280px', language: 'en' as const, options: { viewport: { width: 1280, height: 900 } } },
];

describe.each(RUNS)('a quiz with attempts $run', ({ language, options }) => {
  it('is failed, explained, retaken by the student, confirmed before the last submit, and passed', async () => {
    const t = translatorFor(language);
    const m = catalogues[language].assessment.quiz;
    const { courseId, lesson } = await quizLesson();
    const student = await newSignedInStudent(platform.acme, { name: 'Layla Nasser' });
    expect((await student.client.json('POST', `/api/courses/${courseId}/register/`)).status).toBe(200);
    const context = await signedInContext(platform.browser, platform.acme, student.client, language, options);
    const page = await context.newPage();
    const quiz = page.getByTestId('quiz');

    // Before starting: the pass mark and the two attempts are said.
    await page.goto(`${platform.acme}/courses/${courseId}/lessons/${lesson.id}`);
    await islandsHydrated(page);
    expect(await page.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
    expect(await quiz.getByTestId('quiz-pass-mark').textContent()).toBe(t('assessment.quiz.passMark', { mark: 75 }));
    expect(await quiz.getByTestId('quiz-attempts-allowed').textContent()).toBe(t('assessment.quiz.attemptsAllowed', { count: 2 }));
    expect(await page.content()).not.toContain('Iqlab turns the noon');

    // Attempt 1 of 2, shuffled, the same order after a reload; one wrong answer and no question asked on submit.
    await quiz.getByRole('button', { name: m.start }).click();
    await expect.poll(() => quiz.getByTestId('quiz-question').count()).toBe(3);
    expect(await quiz.getByTestId('quiz-attempt-number').textContent()).toBe(t('assessment.quiz.attemptOf', { number: 1, total: 2 }));
    const firstOrder = await shownOrder(page);
    await page.reload();
    await islandsHydrated(page);
    expect(await shownOrder(page)).toEqual(firstOrder);
    await answerAll(page, ['Six', 'Idgham', 'Nine'], m.saved);
    await quiz.getByRole('button', { name: m.submit }).click();
    await expect.poll(() => quiz.getByTestId('quiz-score').count()).toBe(1);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await quiz.getByTestId('quiz-score').textContent()).toBe(t('assessment.quiz.score', { score: 2, max: 3, percent: 66.7 }));
    expect(await quiz.getByTestId('quiz-passed').textContent()).toBe(t('assessment.quiz.notPassed', { mark: 75 }));

    // The explanations, now and only now.
    const explanations = quiz.getByTestId('quiz-explanation');
    expect(await explanations.count()).toBe(2);
    expect(await quiz.getByTestId('quiz-review-item').filter({ hasText: QUIZ[1]!.text }).getByTestId('quiz-explanation').textContent()).toContain(QUIZ[1]!.explanation);
    expect(await quiz.getByTestId('quiz-attempts-left').textContent()).toBe(t('assessment.quiz.attemptsLeft', { count: 1 }));
    await expectAccessibleInBothThemes(page, student.client);

    // The retake, started by the student: attempt 2 of 2, answers blank, its own order kept on reload.
    await quiz.getByRole('button', { name: m.startAgain }).click();
    await expect.poll(() => quiz.getByTestId('quiz-attempt-number').textContent()).toBe(t('assessment.quiz.attemptOf', { number: 2, total: 2 }));
    const secondOrder = await shownOrder(page);
    await page.reload();
    await islandsHydrated(page);
    expect(await shownOrder(page)).toEqual(secondOrder);
    expect(await quiz.getByRole('radio', { checked: true }).count()).toBe(0);
    await answerAll(page, RIGHT, m.saved);

    // The last attempt: submitting asks first, in a dialog that takes the focus; backing out keeps the answers.
    await quiz.getByRole('button', { name: m.submit }).click();
    const dialog = page.getByRole('dialog', { name: m.confirmLast.title });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(m.confirmLast.body);
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(await quiz.getByTestId('quiz-score').count()).toBe(0);
    expect(await quiz.getByRole('radio', { checked: true }).count()).toBe(3);
    await quiz.getByRole('button', { name: m.submit }).click();
    await dialog.getByRole('button', { name: m.confirmLast.cancel }).waitFor();
    await dialog.getByRole('button', { name: m.confirmLast.confirm }).click();

    // Passed: 3 of 3, no attempt left, and the lesson completed by its pass mark.
    await expect.poll(() => quiz.getByTestId('quiz-score').textContent()).toBe(t('assessment.quiz.score', { score: 3, max: 3, percent: 100 }));
    expect(await quiz.getByTestId('quiz-passed').textContent()).toBe(t('assessment.quiz.passed', { mark: 75 }));
    expect(await quiz.textContent()).toContain(m.attemptsUsed);
    expect(await quiz.getByRole('button', { name: m.startAgain }).count()).toBe(0);
    const inCurriculum = page.getByTestId('curriculum-lesson').filter({ hasText: lesson.name });
    await expect.poll(() => inCurriculum.getAttribute('data-access')).toBe('completed');
    await expectAccessibleInBothThemes(page, student.client);
    await context.close();
  });
});
