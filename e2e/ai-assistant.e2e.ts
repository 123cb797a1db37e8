import { beforeAll, describe, expect, it } from 'vitest';
import { signedInClient } from '@halaqa/infra/testing/accounts';
import { useOpenAiStub } from '@halaqa/infra/testing/openai-stub';
import type { SiteClient } from '@halaqa/infra/testing/site-client';
import { sql } from '@halaqa/infra/testing/sql';
import { catalogues, translatorFor } from '@halaqa/shared/i18n/index';
import { expectNoAxeViolations, signedInPage } from './support/pages';
import { ACME, usePlatform } from './support/platform';

/**
 * The lesson editor's AI assistant, in Arabic, against a loopback stub of an
 * OpenAI-compatible API: the teacher asks for a summary, reads it and adds it to the lesson text
 * (then waits out the cooldown), asks for three quiz questions, which land in the quiz editor,
 * and saves the lesson with them. On a basic plan the questions open the upgrade dialog. (At
 * phone width the course editor itself still overflows: issue #15.)
 */
const openai = useOpenAiStub();
const platform = usePlatform(() => openai.env);
const { ar } = catalogues;
const LESSON_TEXT = Array.from({ length: 110 }, (_, index) => (index === 0 ? 'الحروف' : `كلمة${index}`)).join(' ');

let owner: SiteClient;
let lessonPath: string;
let coursePage: string;
beforeAll(async () => {
  owner = await signedInClient(platform.acme, ACME.ownerEmail, ACME.ownerPassword);
  await owner.json('POST', '/api/settings/general', { settings: { onboardingComplete: true } });
  const course = await owner.json<{ id: string }>('POST', '/api/courses', { name: 'الحروف العربية' });
  const lesson = await owner.json<{ id: string }>('POST', `/api/courses/${course.body.id}/materials`, { name: 'حروف الشمس', type: 'mixed', content: `<p>${LESSON_TEXT}</p>` });
  lessonPath = `/api/courses/${course.body.id}/materials/${lesson.body.id}`;
  coursePage = `${platform.acme}/admin/courses/${course.body.id}`;
}, 60_000);

async function openEditor() {
  const { context, page } = await signedInPage(platform.browser, platform.acme, owner, 'ar');
  await page.goto(coursePage);
  await page.getByTestId('lesson-row').filter({ hasText: 'حروف الشمس' }).getByRole('button', { name: ar.teaching.edit }).click();
  const assistant = page.getByTestId('ai-assistant');
  await assistant.waitFor();
  return { context, page, assistant };
}

describe('the AI assistant in the lesson editor', () => {
  it('summarises the lesson and writes quiz questions the teacher saves with it', async () => {
    const { context, page, assistant } = await openEditor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');

    await assistant.getByRole('button', { name: ar.teaching.ai.summarize }).click();
    const draft = page.getByTestId('ai-summary');
    await draft.waitFor();
    expect(await draft.locator('p').textContent()).toBe(`In short: ${LESSON_TEXT.split(' ').slice(0, 12).join(' ')}`);
    await expectNoAxeViolations(page, { include: '[data-testid="ai-assistant"]' });
    await draft.getByRole('button', { name: ar.teaching.ai.addSummary }).click();
    // A paragraph of its own after the lesson's text, in the lesson's editor.
    const paragraphs = page.locator('form.lesson-editor').getByTestId('rich-text-content').locator('p');
    await expect.poll(() => paragraphs.count()).toBe(2);
    expect(await paragraphs.nth(1).textContent()).toMatch(/^In short: الحروف كلمة1/u);
    // The spec's cooldown: one summary per lesson every 6 minutes, said in minutes and seconds.
    expect(await assistant.getByRole('button', { name: ar.teaching.ai.summarize }).isDisabled()).toBe(true);
    expect(await assistant.getByRole('status').first().textContent()).toMatch(/^الوقت المتبقي قبل طلب ملخص آخر: [٥٦] د [٠-٩]+ ث\.$/u);

    await assistant.getByLabel(ar.teaching.ai.questionCount).fill('3');
    await assistant.getByRole('button', { name: ar.teaching.ai.writeQuestions }).click();
    await expect.poll(() => page.getByTestId('question-editor').count()).toBe(3);
    expect(await assistant.getByText(translatorFor('ar')('teaching.ai.questionsAdded', { count: 3 })).isVisible()).toBe(true);
    expect(await page.getByTestId('question-editor').first().getByLabel(ar.assessment.quiz.editor.text).inputValue()).toBe('Question 1 about “الحروف”?');

    await page.locator('form.lesson-editor').getByRole('button', { name: ar.teaching.save }).click();
    await expect.poll(async () => (await owner.json<{ quiz: unknown[] }>('GET', lessonPath)).body.quiz.length).toBe(3);
    const saved = await owner.json<{ content: string; quiz: { text: string; correct: number[] }[] }>('GET', lessonPath);
    expect(saved.body.content).toContain('In short: الحروف');
    expect(saved.body.quiz[1]).toMatchObject({ text: 'Question 2 about “كلمة1”?', correct: [1] });
    await context.close();
  });

  it('offers the upgrade when the site’s plan has no quiz generation', async () => {
    await sql(platform.databaseUrl, 'UPDATE tenants SET plan = $1 WHERE name = $2', ['basic', ACME.name]);
    try {
      const { context, page, assistant } = await openEditor();
      await assistant.getByRole('button', { name: ar.teaching.ai.writeQuestions }).click();
      const dialog = page.getByRole('dialog', { name: ar.plans.dialog.lockedTitle });
      await dialog.waitFor();
      expect(await dialog.getByTestId('upgrade-summary').textContent()).toBe('ميزات الذكاء الاصطناعي ليست ضمن الخطة الأساسية. تتوفر في الخطة الاحترافية.');
      await context.close();
    } finally {
      await sql(platform.databaseUrl, 'UPDATE tenants SET plan = $1 WHERE name = $2', ['pro', ACME.name]);
    }
  });
});
