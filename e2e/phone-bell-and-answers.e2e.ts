import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogues, translatorFor, type Language } from '@halaqa/shared/i18n/index';
import { newSignedInStudent, signedInClient } from '@halaqa/infra/testing/accounts';
import { MOBILE } from '@halaqa/infra/testing/browser';
import type { SiteClient } from '@halaqa/infra/testing/site-client';
import { sql } from '@halaqa/infra/testing/sql';
import { expectNoAxeViolations, islandsHydrated, signedInPage } from './support/pages';
import { ACME, usePlatform } from './support/platform';

/**
 * Issue #15, a student on a phone, in Arabic, in dark mode: an Arabic text answer written without
 * its hamza is accepted; a malformed notification leaves the header and the bell working; the
 * bell shows what opening it marked read; the view-all dialog is titled and offers "mark all as
 * read" for what came since; Escape closes the drawer; a crashing island sends its report.
 */
const platform = usePlatform();
const { ar } = catalogues;
const PHONE = { ...MOBILE, viewport: { width: 375, height: 740 } };
let owner: SiteClient;

beforeAll(async () => {
  owner = await signedInClient(platform.acme, ACME.ownerEmail, ACME.ownerPassword);
  await owner.json('POST', '/api/settings/general', { settings: { onboardingComplete: true } });
});

let counter = 0;

/** A student in dark mode registered in a course with one quiz lesson, asking for "الإقلاب". */
async function studentWithArabicQuiz() {
  counter += 1;
  const course = await owner.json<{ id: string }>('POST', '/api/courses', { name: `أحكام النون ${counter}-${Date.now()}`, description: 'التجويد' });
  expect(course.status).toBe(201);
  const lesson = await owner.json<{ id: string }>('POST', `/api/courses/${course.body.id}/materials`, {
    name: 'اختبار النون الساكنة',
    type: 'quiz',
    quiz: [{ type: 'text', text: 'ما حكم النون الساكنة إذا جاء بعدها حرف الباء؟', required: true, correct: ['الإقلاب'] }],
    quiz_settings: { savequiz: true, accepting: true },
  });
  expect(lesson.status).toBe(200);
  const student = await newSignedInStudent(platform.acme, { name: 'ليلى ناصر' });
  expect((await student.client.json('POST', `/api/courses/${course.body.id}/register/`)).status).toBe(200);
  await darkMode(student.client, true);
  return { student, lessonUrl: `${platform.acme}/courses/${course.body.id}/lessons/${lesson.body.id}` };
}

async function darkMode(client: SiteClient, on: boolean) {
  expect((await client.json('PUT', '/api/users/me', { settings: JSON.stringify({ darkMode: on }) })).status).toBe(200);
}

/** A notification row written straight into the table, as no API would write it. */
async function insertNotification(userId: string, { title, message, link, createdAt = 'now()' }: { title: string; message: string; link: string | null; createdAt?: string }) {
  await sql(
    platform.databaseUrl,
    `INSERT INTO notifications (tenant_id, user_id, title, message, link, read, created_at)
     SELECT tenant_id, id, $2, $3, $4, false, ${createdAt} FROM users WHERE id = $1`,
    [userId, title, message, link],
  );
}

/** The crash screen replaces a whole island: a header that crashed is no longer there at all. */
const crashScreens = (page: Page) => page.locator('.crash-screen');

async function openDrawer(page: Page, language: Language = 'ar') {
  await page.getByRole('button', { name: catalogues[language].nav.openMenu }).click();
  const drawer = page.getByTestId('drawer');
  // Slid in whole: from the left in Arabic, from the right in English.
  await expect
    .poll(async () => {
      const box = await drawer.boundingBox();
      return box !== null && box.x >= 0 && box.x + box.width <= PHONE.viewport.width;
    })
    .toBe(true);
  return drawer;
}

describe('a student on a 375px phone, in Arabic, in dark mode', () => {
  it('has "الاقلاب" accepted against the accepted "الإقلاب"', async () => {
    const { student, lessonUrl } = await studentWithArabicQuiz();
    const { context, page } = await signedInPage(platform.browser, platform.acme, student.client, 'ar', PHONE);
    await page.goto(lessonUrl);
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
    const m = ar.assessment.quiz;
    const quiz = page.getByTestId('quiz');
    await quiz.getByRole('button', { name: m.start }).click();
    await quiz.getByTestId('quiz-question').nth(0).getByLabel(m.yourAnswer).fill('الاقلاب');
    await quiz.getByRole('button', { name: m.submit }).click();
    expect(await quiz.getByTestId('quiz-score').textContent()).toBe(translatorFor('ar')('assessment.quiz.score', { score: 1, max: 1, percent: 100 }));
    expect(await quiz.getByTestId('quiz-review-item').nth(0).getAttribute('data-correct')).toBe('true');
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('keeps the header and the bell working past malformed notifications, shows what it marked read, and Escape closes the drawer', async () => {
    const { student, lessonUrl } = await studentWithArabicQuiz();
    const follower = await newSignedInStudent(platform.acme, { name: 'عمر فاروق' });
    await follower.client.json('POST', `/api/users/${student.id}/follow`);
    // A link to a script, no title and no message; a link to another site; and a time that is no date at all.
    await insertNotification(student.id, { title: '', message: '', link: 'javascript:alert(document.cookie)' });
    await insertNotification(student.id, { title: 'تذكير', message: 'موعد الاختبار', link: '//evil.example/' });
    await insertNotification(student.id, { title: 'لا وقت له', message: 'لا يُقرأ', link: '/dashboard', createdAt: `'infinity'` });

    // The row whose time JavaScript cannot read is left out; it used to fail the whole list.
    const listed = await student.client.json<{ title: string }[]>('GET', '/api/users/notifications');
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect(listed.body).toHaveLength(3);
    expect(listed.body.map((row) => row.title)).not.toContain('لا وقت له');
    const { context, page } = await signedInPage(platform.browser, platform.acme, student.client, 'ar', PHONE);
    await page.goto(lessonUrl);
    await islandsHydrated(page);
    expect(await page.locator('header.site-header').isVisible()).toBe(true);
    const drawer = await openDrawer(page);
    const bell = drawer.getByRole('button', { name: translatorFor('ar')('ownerNotifications.bellUnread', { count: 3 }) });
    await bell.click();

    // Opening marked all read, visibly: the count goes, the popover says so, and the three keep "new".
    // The popover opens in the drawer, on the screen (issue #15).
    const popover = drawer.getByRole('dialog', { name: ar.notifications.bell });
    await expect.poll(() => popover.getByRole('status').textContent()).toBe(ar.notifications.markedRead);
    const box = (await popover.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.viewport.width);
    expect(await page.getByTestId('unread-dot').count()).toBe(0);
    const entries = popover.getByTestId('notification');
    expect(await entries.count()).toBe(3);
    expect(await entries.filter({ hasText: ar.notifications.new }).count()).toBe(3);
    expect(await popover.textContent()).toContain('عمر فاروق');
    // The row without a title shows the generic one; neither bad link is followed.
    expect(await entries.filter({ hasText: ar.notifications.generic }).count()).toBe(1);
    expect(await popover.locator('a[href^="javascript"], a[href^="//"]').count()).toBe(0);
    expect(await popover.getByText('موعد الاختبار').count()).toBe(1);
    await expectNoAxeViolations(page);

    // One more arrives while the page is open: "view all" shows it, in a titled dialog with "mark all as read".
    await insertNotification(student.id, { title: 'إعلان', message: 'درس جديد في الدورة', link: '/dashboard' });
    await popover.getByRole('button', { name: ar.notifications.viewAll }).click();
    const dialog = page.getByRole('dialog', { name: ar.notifications.allTitle });
    await expect.poll(() => dialog.getByTestId('notification').count()).toBe(4);
    expect(await dialog.getByRole('heading', { name: ar.notifications.allTitle }).isVisible()).toBe(true);
    const markAll = dialog.getByRole('button', { name: ar.notifications.markAllRead });
    await markAll.waitFor();
    await expectNoAxeViolations(page);
    await markAll.click();
    await expect.poll(() => dialog.getByRole('status').textContent()).toBe(ar.notifications.markedRead);
    expect(await markAll.count()).toBe(0);
    expect(await dialog.locator('li[data-unread="true"]').count()).toBe(0);
    const unread = await sql<{ count: string }>(platform.databaseUrl, 'SELECT count(*) FROM notifications WHERE user_id = $1 AND read = false', [student.id]);
    expect(unread[0]!.count).toBe('0');

    // Escape closes the dialog first, then the drawer, and the focus returns to the menu button.
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await drawer.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.isVisible()).toBe(false);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('menu-button');
    expect(await crashScreens(page).count()).toBe(0);
    await context.close();
  });

  it('sends the crash report of platform-core §7 when an island crashes', async () => {
    const student = await newSignedInStudent(platform.acme, { name: 'سلمى حسن' });
    await darkMode(student.client, true);
    const { context, page } = await signedInPage(platform.browser, platform.acme, student.client, 'ar', PHONE);
    // The server's list of sessions comes back malformed (an object where a list goes): the profile's sessions island throws.
    await page.route('**/api/users/sessions', (route) => route.fulfill({ json: { sessions: 'not a list' } }));
    await page.goto(`${platform.acme}/profile`);
    await crashScreens(page).getByRole('heading', { name: ar.crash.title }).waitFor();

    type Report = { message: string; stack: string | null; location: string; user_agent: string };
    const reports = () => sql<Report>(platform.databaseUrl, 'SELECT message, stack, location, user_agent FROM client_errors WHERE user_id = $1', [student.id]);
    await expect.poll(async () => (await reports()).length).toBe(1);
    const [report] = await reports();
    expect(report!.location).toBe(`${platform.acme}/profile`);
    expect(report!.user_agent).toBe(await page.evaluate(() => navigator.userAgent));
    expect(report!.message).not.toBe('');
    expect(report!.stack).toContain('Component stack:');
    await context.close();
  });
});

describe.each<[Language, boolean]>([
  ['ar', false],
  ['ar', true],
  ['en', false],
  ['en', true],
])('the bell and its dialog in %s, dark mode %s', (language, dark) => {
  it('have no axe violations', async () => {
    const { student, lessonUrl } = await studentWithArabicQuiz();
    await darkMode(student.client, dark);
    await insertNotification(student.id, { title: 'إعلان', message: 'A new lesson, درس جديد', link: '/dashboard' });
    const { context, page } = await signedInPage(platform.browser, platform.acme, student.client, language, PHONE);
    await page.goto(lessonUrl);
    await islandsHydrated(page);
    const texts = catalogues[language].notifications;
    const drawer = await openDrawer(page, language);
    await drawer.getByRole('button', { name: translatorFor(language)('ownerNotifications.bellUnread', { count: 1 }) }).click();
    const popover = drawer.getByRole('dialog', { name: texts.bell });
    await expect.poll(() => popover.getByRole('status').textContent()).toBe(texts.markedRead);
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);
    await popover.getByRole('button', { name: texts.viewAll }).click();
    await page.getByRole('dialog', { name: texts.allTitle }).getByTestId('notification').waitFor();
    await expectNoAxeViolations(page);
    await context.close();
  });
});
