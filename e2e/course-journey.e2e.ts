import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { catalogues } from '@halaqa/shared/i18n/index';
import { newSignedInStudent, signedInClient } from '@halaqa/infra/testing/accounts';
import type { SiteClient } from '@halaqa/infra/testing/site-client';
import { richTextEditorLoaded, signedInPage } from './support/pages';
import { ACME, usePlatform } from './support/platform';

/**
 * Issue #5's whole journey through the pages alone: the owner creates a course with two lessons,
 * a student registers on the course page, completes lesson 1, sees lesson 2 unlock, comments and
 * asks in the forum; the owner pins and locks the topic. (learning.e2e.ts runs the student's part
 * in Arabic and on a phone; teaching.e2e.ts the editor's details.)
 */
const platform = usePlatform();
const en = catalogues.en;

const pageAs = async (client: SiteClient): Promise<Page> => (await signedInPage(platform.browser, platform.acme, client, 'en')).page;

async function addLesson(page: Page, name: string, text: string, prerequisite?: string) {
  await page.getByRole('button', { name: en.teaching.addLesson }).click();
  const form = page.locator('form.lesson-editor');
  await form.getByLabel(en.teaching.lessonName).fill(name);
  await form.getByTestId('rich-text-content').waitFor();
  await form.getByLabel(en.teaching.content).fill(text);
  if (prerequisite) await form.getByLabel(prerequisite).check();
  await form.getByRole('button', { name: en.teaching.addLesson }).click();
  await expect.poll(() => page.getByTestId('lesson-row').filter({ hasText: name }).count()).toBe(1);
}

describe('a course from creation to a locked forum topic', () => {
  it('is created by the owner and followed by a student, all through the pages', async () => {
    const owner = await signedInClient(platform.acme, ACME.ownerEmail, ACME.ownerPassword);
    await owner.json('POST', '/api/settings/general', { settings: { onboardingComplete: true } });

    const ownerPage = await pageAs(owner);
    await ownerPage.goto(`${platform.acme}/admin/courses/new`);
    await ownerPage.getByLabel(en.teaching.courseName).fill('Hadith studies');
    await ownerPage.getByRole('button', { name: en.teaching.create }).click();
    await ownerPage.waitForURL(/\/admin\/courses\/[0-9a-f-]{36}$/);
    const courseId = ownerPage.url().split('/').pop()!;
    await addLesson(ownerPage, 'The chain', 'Every hadith has a chain of narrators.');
    await addLesson(ownerPage, 'The text', 'Then comes the text itself.', 'The chain');

    const student = await newSignedInStudent(platform.acme, { name: 'Salma Student' });
    const page = await pageAs(student.client);
    await page.goto(`${platform.acme}/courses/${courseId}`);
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: en.catalogue.enrol.register }).click()]);
    await Promise.all([page.waitForURL(/\/lessons\//), page.getByRole('link', { name: en.catalogue.enrol.continueLearning }).click()]);
    expect(await page.getByTestId('lesson-article').textContent()).toContain('chain of narrators');

    const second = page.getByTestId('curriculum-lesson').filter({ hasText: 'The text' });
    expect(await second.getAttribute('data-access')).toBe('locked');
    await page.getByRole('button', { name: en.learning.lesson.markComplete }).click();
    await expect.poll(() => second.getAttribute('data-access')).toBe('notStarted');
    await Promise.all([page.waitForURL(/\/lessons\//), page.getByRole('link', { name: en.learning.lesson.next.replace('{{name}}', 'The text') }).click()]);
    expect(await page.getByTestId('lesson-article').textContent()).toContain('the text itself');

    await page.getByLabel(en.learning.comments.yourComment).fill('Who compiled the first collection?');
    await page.getByRole('button', { name: en.learning.comments.post }).click();
    await expect.poll(() => page.getByTestId('comment').count()).toBe(1);

    await page.goto(`${platform.acme}/dashboard/courses/${courseId}/discussion`);
    await richTextEditorLoaded(page);
    await page.getByLabel(en.learning.forum.topicTitle).fill('Weak and strong chains');
    await page.getByLabel(en.learning.forum.topicContent).fill('How do scholars grade them?');
    await page.getByRole('button', { name: en.learning.forum.postTopic }).click();
    const topic = page.getByTestId('open-topic');
    await topic.getByLabel(en.learning.forum.yourReply).waitFor();

    await ownerPage.goto(`${platform.acme}/dashboard/courses/${courseId}/discussion`);
    await ownerPage.getByRole('link', { name: 'Weak and strong chains' }).click();
    const moderated = ownerPage.getByTestId('open-topic');
    await moderated.getByRole('button', { name: en.learning.forum.pin }).click();
    await moderated.getByRole('button', { name: en.learning.forum.unpin }).waitFor();
    await moderated.getByRole('button', { name: en.learning.forum.lock }).click();
    await moderated.getByRole('button', { name: en.learning.forum.unlock }).waitFor();

    await page.reload();
    expect(await topic.getByTestId('locked-notice').textContent()).toBe(en.learning.forum.lockedNotice);
    expect(await topic.getByLabel(en.learning.forum.yourReply).count()).toBe(0);
    expect(await topic.getByTestId('pinned-badge').textContent()).toBe(en.learning.forum.pinned);
    await page.context().close();
    await ownerPage.context().close();
  });
});
