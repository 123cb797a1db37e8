import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { translatorFor, type Language } from '@halaqa/shared/i18n/index';
import { newSignedInStudent, signedInClient } from '@halaqa/infra/testing/accounts';
import type { SiteClient } from '@halaqa/infra/testing/site-client';
import { expectNoAxeViolations, signedInPage } from './support/pages';
import { ACME, usePlatform } from './support/platform';

/**
 * Issue #14, notifications for owners and course managers, end to end in Arabic (right to left)
 * on a 1280px screen and on a 375px phone: a student reports a problem with a lesson and hands in
 * work on it, a second student's work joins the same notification, and the owner sees the bell's
 * unread count, the batched notification and the report's, follows the batch to the to-grade
 * inbox and the report to the course editor's list. Axe checks the pages in Arabic and English,
 * light and dark.
 */
const platform = usePlatform();
let owner: SiteClient;

beforeAll(async () => {
  owner = await signedInClient(platform.acme, ACME.ownerEmail, ACME.ownerPassword);
  // The owner's first-run wizard would cover the pages.
  await owner.json('POST', '/api/settings/general', { settings: { onboardingComplete: true } });
});

type Notice = { unread: boolean };
const LESSON = 'Essay on madd';
let counter = 0;

/** A course of the owner's with an essay lesson, and two registered students. */
async function courseWithStudents() {
  counter += 1;
  const name = `Tajweed practice ${counter}-${Date.now()}`;
  const course = await owner.json<{ id: string }>('POST', '/api/courses', { name });
  const essay = await owner.json<{ id: string }>('POST', `/api/courses/${course.body.id}/materials`, { name: LESSON, type: 'assignment', assignment_settings: { instructions: 'Explain the rules of madd.' } });
  expect([course.status, essay.status]).toEqual([201, 200]);
  const students = [];
  for (const student of ['Amina Saleh', 'Bilal Haddad']) {
    const account = await newSignedInStudent(platform.acme, { name: student });
    expect((await account.client.json('POST', `/api/courses/${course.body.id}/register/`)).status).toBe(200);
    students.push(account);
  }
  return { name, id: course.body.id, lessonPath: `/courses/${course.body.id}/lessons/${essay.body.id}`, submitPath: `/api/courses/${course.body.id}/materials/${essay.body.id}/assignment/submit`, students };
}

const RUNS = [
  { run: 'on a 1280px screen', phone: false, options: { viewport: { width: 1280, height: 900 } } },
  { run: 'on a 375px phone', phone: true, options: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true } },
];

const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe.each(RUNS)('notifications for the owner in Arabic $run', ({ phone, options }) => {
  it('tells the owner of a problem report and of the batched work, and leads to them', async () => {
    const t = translatorFor('ar');
    // An owner who reads the site in Arabic is written to in Arabic (their settings' language).
    expect((await owner.json('PUT', '/api/users/me', { settings: JSON.stringify({ lang: 'ar', darkMode: false }) })).status).toBe(200);
    const course = await courseWithStudents();
    const [amina, bilal] = course.students;
    const problem = 'الصوت يتوقف عند الدقيقة الثانية.';

    // The student reports a problem with the lesson, then hands in work on it.
    const student = await signedInPage(platform.browser, platform.acme, amina!.client, 'ar', options);
    await student.page.goto(`${platform.acme}${course.lessonPath}`);
    expect(await student.page.locator('html').getAttribute('dir')).toBe('rtl');
    const report = student.page.getByTestId('problem-report');
    await report.getByRole('button', { name: t('ownerNotifications.reportOpen') }).click({ timeout: 45_000 });
    await report.getByLabel(t('ownerNotifications.reportField')).fill(problem);
    await expectNoAxeViolations(student.page);
    await report.getByRole('button', { name: t('ownerNotifications.reportSend') }).click();
    await report.getByRole('status').filter({ hasText: t('ownerNotifications.reportSent') }).waitFor();
    const assignment = student.page.getByTestId('assignment');
    await assignment.getByLabel(t('assessment.assignment.answer')).fill('المد إطالة الصوت بحرف من حروف المد.');
    await assignment.getByRole('button', { name: t('assessment.assignment.submit') }).click();
    await assignment.getByRole('status').filter({ hasText: t('assessment.assignment.submitted') }).waitFor();
    // The form keeps within the lesson's column. (The Arabic lesson page itself is 24px too wide
    // at 375px with or without it: its layout, not this form; see the report of issue #14.)
    if (phone) {
      const column = (await student.page.locator('.lesson-main').boundingBox())!;
      const form = (await report.boundingBox())!;
      expect(form.x).toBeGreaterThanOrEqual(column.x);
      expect(form.x + form.width).toBeLessThanOrEqual(column.x + column.width);
    }
    await student.context.close();
    // A second student's work in the same hour joins the same notification.
    expect((await bilal!.client.json('POST', course.submitPath, { text: 'Madd is lengthening a vowel.' })).status).toBe(200);

    const unread = (await owner.json<Notice[]>('GET', '/api/users/notifications')).body.filter((notice) => notice.unread).length;
    const { context, page } = await signedInPage(platform.browser, platform.acme, owner, 'ar', options);
    await page.goto(`${platform.acme}/`);
    const scope = phone ? page.getByTestId('drawer') : page.locator('header');
    if (phone) await page.getByRole('button', { name: t('nav.openMenu') }).click({ timeout: 45_000 });
    expect(await scope.getByTestId('unread-dot').textContent({ timeout: 45_000 })).toBe(String(unread));
    await scope.getByRole('button', { name: t('ownerNotifications.bellUnread', { count: unread }) }).click({ timeout: 45_000 });
    const popover = page.getByRole('dialog', { name: t('notifications.bell') });
    const batch = popover.getByRole('listitem').filter({ hasText: t('ownerNotifications.submissionTitle', { course: course.name }) });
    await batch.waitFor();
    expect(await batch.count()).toBe(1);
    expect(await batch.textContent()).toContain(t('ownerNotifications.submissionMany', { count: 2, name: 'Bilal Haddad', lesson: LESSON }));
    const reported = popover.getByRole('listitem').filter({ hasText: t('ownerNotifications.problemReportTitle', { course: course.name }) });
    expect(await reported.textContent()).toContain(t('ownerNotifications.problemReportOne', { name: 'Amina Saleh', lesson: LESSON, text: problem }));
    // Opening the bell read them all: the count is gone.
    await expect.poll(() => scope.getByTestId('unread-dot').count()).toBe(0);
    await expectNoAxeViolations(page);
    if (phone) expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);

    const reportLink = await reported.getByRole('link').getAttribute('href');
    await batch.getByRole('link').click();
    await page.waitForURL(`${platform.acme}/teacher`);
    const inbox = page.getByTestId('to-grade').getByTestId('to-grade-item').filter({ hasText: course.name });
    expect(await inbox.getByTestId('to-grade-student').allTextContents()).toEqual(['Amina Saleh', 'Bilal Haddad']);

    await page.goto(`${platform.acme}${reportLink}`);
    const rows = page.getByTestId('problem-reports').getByTestId('problem-report-row');
    expect(await rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain(problem);
    await expectNoAxeViolations(page, { include: '#problem-reports' });
    await context.close();
  });
});

describe.each([
  ['ar', false],
  ['ar', true],
  ['en', false],
  ['en', true],
] as [Language, boolean][])('in %s with dark mode %s', (language, darkMode) => {
  it('has no axe violations on the report form, the bell and the list of reports', async () => {
    const t = translatorFor(language);
    const course = await courseWithStudents();
    const [amina] = course.students;
    const settings = JSON.stringify({ darkMode, lang: language });
    expect((await amina!.client.json('PUT', '/api/users/me', { settings })).status).toBe(200);
    expect((await owner.json('PUT', '/api/users/me', { settings })).status).toBe(200);

    const student = await signedInPage(platform.browser, platform.acme, amina!.client, language);
    await student.page.goto(`${platform.acme}${course.lessonPath}`);
    expect(await student.page.locator('html').getAttribute('data-theme')).toBe(darkMode ? 'dark' : 'light');
    const report = student.page.getByTestId('problem-report');
    await report.getByRole('button', { name: t('ownerNotifications.reportOpen') }).click({ timeout: 45_000 });
    await report.getByRole('button', { name: t('ownerNotifications.reportSend') }).click();
    // An empty report is refused with the reason, in the page's language.
    expect(await report.getByRole('alert').textContent()).toBe(t('validation.problemReportText'));
    await expectNoAxeViolations(student.page);
    await report.getByLabel(t('ownerNotifications.reportField')).fill('The video does not play.');
    await report.getByRole('button', { name: t('ownerNotifications.reportSend') }).click();
    await report.getByRole('status').filter({ hasText: t('ownerNotifications.reportSent') }).waitFor();
    await expectNoAxeViolations(student.page);
    await student.context.close();

    const { context, page } = await signedInPage(platform.browser, platform.acme, owner, language);
    await page.goto(`${platform.acme}/dashboard`);
    await page.locator('header').getByTestId('unread-dot').waitFor({ timeout: 45_000 });
    await expectNoAxeViolations(page);
    await page.locator('header .notification-bell > button').click({ timeout: 45_000 });
    await page.getByRole('dialog', { name: t('notifications.bell') }).getByText(t('ownerNotifications.problemReportTitle', { course: course.name })).waitFor();
    await expect.poll(() => page.getByTestId('unread-dot').count()).toBe(0);
    await expectNoAxeViolations(page);
    await page.goto(`${platform.acme}/admin/courses/${course.id}#problem-reports`);
    await page.getByTestId('problem-report-row').first().waitFor();
    await expectNoAxeViolations(page, { include: '#problem-reports' });
    await context.close();
    expect((await owner.json('PUT', '/api/users/me', { settings: JSON.stringify({ darkMode: false }) })).status).toBe(200);
  });
});
