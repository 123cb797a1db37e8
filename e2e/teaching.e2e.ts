import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogues, type Language } from '@halaqa/shared/i18n/index';
import { newSignedInStudent, signedInClient } from '@halaqa/infra/testing/accounts';
import { MOBILE, newContext } from '@halaqa/infra/testing/browser';
import type { SiteClient } from '@halaqa/infra/testing/site-client';
import { expectNoAxeViolations, signedInPage } from './support/pages';
import { ACME, usePlatform } from './support/platform';

/** Issue #5 journeys of the teacher area and the course part of /admin. */
const platform = usePlatform();
const en = catalogues.en;

beforeAll(async () => {
  // The first-run wizard is another journey (wizard.e2e.ts); here the site is already set up.
  const owner = await signedInClient(platform.acme, ACME.ownerEmail, ACME.ownerPassword);
  await owner.json('POST', '/api/settings/general', { settings: { onboardingComplete: true } });
});

/** A browser page in `language`, signed in with the client's session. */
const pageAs = (client: SiteClient, language: Language, options: Parameters<typeof newContext>[1] = {}) =>
  signedInPage(platform.browser, platform.acme, client, language, options);

/** The certificate designer's sandboxed preview is checked by certificates.e2e.ts. */
const expectEditorAccessible = (page: Page) => expectNoAxeViolations(page, { exclude: ['[data-testid="certificate-preview"]'] });

async function addLesson(page: Page, name: string, fill: (form: ReturnType<Page['locator']>) => Promise<void> = async () => {}) {
  await page.getByRole('button', { name: en.teaching.addLesson }).click();
  const form = page.locator('form.lesson-editor');
  await form.getByLabel(en.teaching.lessonName).fill(name);
  await fill(form);
  await form.getByRole('button', { name: en.teaching.addLesson }).click();
  await expect.poll(() => page.getByTestId('lesson-row').filter({ hasText: name }).count()).toBe(1);
}

const lessonNames = (page: Page) => page.getByTestId('lesson-row').locator('.lesson-name').allTextContents();

describe('managing a course', () => {
  it('creates a course, adds lessons with rules, reorders and publishes, and removes a student', async () => {
    const owner = await signedInClient(platform.acme, ACME.ownerEmail, ACME.ownerPassword);
    const { context, page } = await pageAs(owner, 'en');
    await page.goto(`${platform.acme}/admin`);
    await page.getByRole('link', { name: en.teaching.newCourse }).click();
    await page.waitForURL(`${platform.acme}/admin/courses/new`);
    // The page says what it is for in its one h1 (issue #44).
    expect(await page.getByRole('heading', { level: 1 }).allTextContents()).toEqual([en.teaching.newCourse]);
    await page.getByLabel(en.teaching.courseName).fill('Arabic Grammar');
    await page.getByLabel(en.teaching.description).fill('From letters to sentences');
    await page.getByRole('button', { name: en.teaching.create }).click();
    await page.waitForURL(/\/admin\/courses\/[0-9a-f-]{36}$/);
    const courseId = page.url().split('/').pop()!;
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Arabic Grammar');

    await addLesson(page, 'Letters', async (form) => {
      await form.getByTestId('rich-text-content').waitFor();
      await form.getByLabel(en.teaching.content).fill('Alif, ba, ta');
    });
    await addLesson(page, 'Words', (form) => form.getByLabel('Letters').check());
    await addLesson(page, 'Check', async (form) => {
      await form.getByLabel(en.teaching.lessonType).selectOption('quiz');
      await form.getByLabel(en.teaching.rules.add).selectOption('quizScore');
      await form.getByRole('button', { name: en.teaching.rules.addButton, exact: true }).click();
      // A dependent rule offers its base rule (learning-content §4).
      await form.getByRole('button', { name: en.teaching.rules.addBoth }).click();
      expect(await form.getByTestId('rule-quizTaken').getByRole('button', { name: en.teaching.rules.remove }).isDisabled()).toBe(true);
    });
    expect(await lessonNames(page)).toEqual(['Letters', 'Words', 'Check']);

    const student = await newSignedInStudent(platform.acme, { name: 'Yusuf Student' });
    await student.client.json('POST', `/api/courses/${courseId}/register/`);
    const studentOrder = async () => (await student.client.json<{ name: string }[]>('GET', `/api/courses/${courseId}/materials`)).body.map((lesson) => lesson.name);

    // Move "Words" up with the keyboard: the new order is saved, but students see it only once published.
    await page.getByRole('button', { name: en.teaching.dragLesson.replace('{{name}}', 'Words') }).focus();
    // dnd-kit measures the list between key presses, as it would between a person's.
    for (const key of ['Space', 'ArrowUp', 'Space']) {
      await page.keyboard.press(key);
      await page.waitForTimeout(250);
    }
    await expect.poll(() => lessonNames(page)).toEqual(['Words', 'Letters', 'Check']);
    await expect.poll(() => page.getByText(en.teaching.orderUnpublished).isVisible()).toBe(true);
    await expect.poll(async () => (await owner.json<{ name: string }[]>('GET', `/api/courses/${courseId}/materials`)).body.map((lesson) => lesson.name)).toEqual(['Words', 'Letters', 'Check']);
    expect(await studentOrder()).toEqual(['Letters', 'Words', 'Check']);
    await page.getByRole('button', { name: en.teaching.publishOrder }).click();
    await expect.poll(() => page.getByText(en.teaching.orderPublished).isVisible()).toBe(true);
    expect(await studentOrder()).toEqual(['Words', 'Letters', 'Check']);

    await page.reload();
    const row = page.getByTestId('course-user').filter({ hasText: 'Yusuf Student' });
    expect(await row.count()).toBe(1);
    page.once('dialog', (dialog) => void dialog.accept());
    await row.getByRole('button', { name: en.teaching.removeStudent }).click();
    await expect.poll(() => row.count()).toBe(0);
    expect((await student.client.json('GET', `/api/courses/${courseId}`)).body).toMatchObject({ viewer: { registered: false } });
    await context.close();
  });

  it('shows the duplicate-name message and keeps what was typed', async () => {
    const owner = await signedInClient(platform.acme, ACME.ownerEmail, ACME.ownerPassword);
    await owner.json('POST', '/api/courses', { name: 'Taken name' });
    const { context, page } = await pageAs(owner, 'en');
    await page.goto(`${platform.acme}/admin/courses/new`);
    await page.getByLabel(en.teaching.courseName).fill('Taken Name');
    await page.getByRole('button', { name: en.teaching.create }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Duplicate course name');
    expect(await page.getByLabel(en.teaching.courseName).inputValue()).toBe('Taken Name');
    expect(page.url()).toBe(`${platform.acme}/admin/courses/new`);
    await context.close();
  });
});

describe('a manager on the pages students see (issue #14)', () => {
  it('leads from the account menu, the course, a lesson and the discussion to the editor, with the lesson open, in Arabic; a student sees no way there', async () => {
    const ar = catalogues.ar;
    const owner = await signedInClient(platform.acme, ACME.ownerEmail, ACME.ownerPassword);
    const course = await owner.json<{ id: string }>('POST', '/api/courses', { name: 'Tajwid', description: 'Reading well' });
    expect(course.status).toBe(201);
    const courseId = course.body.id;
    const lesson = await owner.json<{ id: string }>('POST', `/api/courses/${courseId}/materials`, { name: 'Madd', type: 'article', content: '<p>Long vowels</p>' });
    expect(lesson.status).toBe(200);
    const lessonPage = `${platform.acme}/courses/${courseId}/lessons/${lesson.body.id}`;

    const { context, page } = await pageAs(owner, 'ar');
    // The owner is no teacher, yet manages courses: the account menu leads to the teacher area.
    await page.goto(`${platform.acme}/`);
    await page.locator('.site-header .account-button:enabled').click();
    expect(await page.getByRole('menuitem', { name: ar.account.teacher, exact: true }).getAttribute('href')).toBe('/teacher');
    for (const path of [`/courses/${courseId}`, `/dashboard/courses/${courseId}/discussion`]) {
      await page.goto(`${platform.acme}${path}`);
      expect(await page.getByTestId('manager-links').getByRole('link', { name: ar.teaching.manage.editCourse }).getAttribute('href')).toBe(`/admin/courses/${courseId}`);
    }
    await page.goto(lessonPage);
    await page.getByTestId('manager-links').getByRole('link', { name: ar.teaching.manage.editLesson }).click();
    await page.waitForURL(`${platform.acme}/admin/courses/${courseId}?lesson=${lesson.body.id}`);
    // The lesson's form is open, filled with the lesson.
    const form = page.locator('form.lesson-editor');
    await expect.poll(() => form.getByLabel(ar.teaching.lessonName).inputValue(), { timeout: 15_000 }).toBe('Madd');
    await context.close();

    const student = await newSignedInStudent(platform.acme);
    expect((await student.client.json('POST', `/api/courses/${courseId}/register`)).status).toBe(200);
    const asStudent = await pageAs(student.client, 'ar');
    for (const path of [`/courses/${courseId}`, `/courses/${courseId}/lessons/${lesson.body.id}`, `/dashboard/courses/${courseId}/discussion`]) {
      await asStudent.page.goto(`${platform.acme}${path}`);
      await asStudent.page.locator('h1').first().waitFor();
      expect(await asStudent.page.getByTestId('manager-links').count()).toBe(0);
    }
    await asStudent.page.locator('.site-header .account-button:enabled').click();
    await asStudent.page.getByRole('menuitem', { name: ar.account.dashboard }).waitFor();
    expect(await asStudent.page.getByRole('menuitem', { name: ar.account.teacher }).count()).toBe(0);
    await asStudent.context.close();
  });
});

describe('the teacher area', () => {
  it('shows a teacher their courses and figures, in Arabic on a phone, without axe violations', async () => {
    const owner = await signedInClient(platform.acme, ACME.ownerEmail, ACME.ownerPassword);
    const teacher = await newSignedInStudent(platform.acme);
    await owner.json('PUT', `/api/users/${teacher.id}`, { isTeacher: true });
    const course = await teacher.client.json<{ id: string }>('POST', '/api/courses', { name: 'Tafsir for beginners' });
    const student = await newSignedInStudent(platform.acme);
    await student.client.json('POST', `/api/courses/${course.body.id}/register/`);

    const ar = catalogues.ar;
    const { context, page } = await pageAs(teacher.client, 'ar', MOBILE);
    await page.goto(`${platform.acme}/teacher`);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(ar.teaching.teacherArea);
    expect(await page.getByTestId('managed-course').allTextContents()).toEqual([expect.stringContaining('Tafsir for beginners')]);
    expect(await page.getByTestId('total-students').textContent()).toBe('1');
    await expectEditorAccessible(page);
    await page.getByRole('link', { name: 'Tafsir for beginners' }).click();
    await page.waitForURL(`${platform.acme}/admin/courses/${course.body.id}`);
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('course-user').count()).toBe(1);
    await expectEditorAccessible(page);
    await context.close();
  });

  it('keeps students out of the management pages', async () => {
    const owner = await signedInClient(platform.acme, ACME.ownerEmail, ACME.ownerPassword);
    const course = await owner.json<{ id: string }>('POST', '/api/courses', { name: `Hidden from students ${Date.now()}` });
    const student = await newSignedInStudent(platform.acme);
    const { context, page } = await pageAs(student.client, 'en');
    expect((await page.goto(`${platform.acme}/teacher`))?.status()).toBe(403);
    expect((await page.goto(`${platform.acme}/admin`))?.status()).toBe(403);
    expect((await page.goto(`${platform.acme}/admin/courses/${course.body.id}`))?.status()).toBe(404);
    await context.close();
  });
});
