import fs from 'node:fs';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { translatorFor, type Language } from '@halaqa/shared/i18n/index';
import { newSignedInStudent, signedInClient } from '@halaqa/infra/testing/accounts';
import { backdateCourseActivity } from '@halaqa/infra/testing/database-rows';
import type { SiteClient } from '@halaqa/infra/testing/site-client';
import { countIn, percentIn } from '../site/components/course-analytics/analytics-format';
import { expectNoAxeViolations, islandsHydrated, signedInPage } from './support/pages';
import { ACME, usePlatform } from './support/platform';

/**
 * Issue #14, a course's analytics and gradebook end to end, in Arabic (right to left) on a 1280px
 * screen and on a 375px phone: from /teacher the teacher opens a course with students who
 * registered, completed lessons, failed a quiz and went quiet for 8 days; the charts are drawn,
 * the two students at risk are listed with their reasons, a shorter period redraws the figures,
 * and the gradebook downloads as CSV and XLSX with the students' grades. Axe checks the page in
 * Arabic and English, light and dark.
 */
const platform = usePlatform();
let owner: SiteClient;

beforeAll(async () => {
  owner = await signedInClient(platform.acme, ACME.ownerEmail, ACME.ownerPassword);
});

let counter = 0;

/** A teacher's course with three lessons and four students: done well, failed the quiz, idle for 8 days, just registered. */
async function courseWithActivity() {
  counter += 1;
  const teacher = await newSignedInStudent(platform.acme, { name: 'Ustadh Karim' });
  expect((await owner.json('PUT', `/api/users/${teacher.id}`, { isTeacher: true })).status).toBe(200);
  const name = `أحكام التجويد ${counter}-${Date.now()}`;
  const course = await teacher.client.json<{ id: string }>('POST', '/api/courses', { name });
  const lessons = `/api/courses/${course.body.id}/materials`;
  const article = await teacher.client.json<{ id: string }>('POST', lessons, { name: 'مقدمة', type: 'article' });
  const quiz = await teacher.client.json<{ id: string }>('POST', lessons, {
    name: 'اختبار المخارج',
    type: 'quiz',
    quiz: [
      { type: 'single', text: 'How many makharij?', options: ['5', '17'], correct: [1] },
      { type: 'single', text: 'Where is qaf?', options: ['the lips', 'back of the tongue'], correct: [1] },
    ],
    completion: { logic: 'all', rules: [{ type: 'quizTaken' }, { type: 'quizScore', minScore: 60 }] },
  });
  const essay = await teacher.client.json<{ id: string }>('POST', lessons, { name: 'مقال عن المد', type: 'assignment', assignment_settings: { instructions: 'Explain madd.', max_grade: 20 } });
  expect([course.status, article.status, quiz.status, essay.status]).toEqual([201, 200, 200, 200]);

  const enrol = async (studentName: string) => {
    const student = await newSignedInStudent(platform.acme, { name: studentName });
    expect((await student.client.json('POST', `/api/courses/${course.body.id}/register/`)).status).toBe(200);
    return student;
  };
  const takeQuiz = async (client: SiteClient, answers: number[]) => {
    const base = `${lessons}/${quiz.body.id}`;
    expect((await client.json('POST', `${base}/start-quiz`)).status).toBe(200);
    for (const [index, answer] of answers.entries()) expect((await client.json('POST', `${base}/submit-answer`, { index, answer })).status).toBe(200);
    expect((await client.json('POST', `${base}/submit-quiz`)).status).toBe(200);
  };
  const amina = await enrol('Amina Saleh');
  expect((await amina.client.json('POST', `${lessons}/${article.body.id}/complete`)).status).toBe(200);
  await takeQuiz(amina.client, [1, 1]);
  const submitted = await amina.client.json<{ id: string }>('POST', `${lessons}/${essay.body.id}/assignment/submit`, { text: 'Madd lengthens a vowel.' });
  expect((await teacher.client.json('POST', `${lessons}/${essay.body.id}/assignment/${submitted.body.id}/grade`, { grade: 18 })).status).toBe(200);
  const bilal = await enrol('Bilal Haddad');
  await takeQuiz(bilal.client, [0, 0]);
  const chadi = await enrol('Chadi Nasser');
  expect((await chadi.client.json('POST', `${lessons}/${article.body.id}/complete`)).status).toBe(200);
  await backdateCourseActivity(platform.databaseUrl, course.body.id, chadi.id, 8);
  const dina = await enrol('Dina Farouk');
  return { teacher, course: { id: course.body.id, name }, emails: { amina: amina.student.email, bilal: bilal.student.email, dina: dina.student.email } };
}

const RUNS = [
  { run: 'on a 1280px screen', phone: false, options: { viewport: { width: 1280, height: 900 } } },
  { run: 'on a 375px phone', phone: true, options: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true } },
];

/** What the browser saved of a download started by clicking `testId`, with the name it was given. */
async function download(page: Page, testId: string) {
  const [saved] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
  return { name: saved.suggestedFilename(), bytes: fs.readFileSync(await saved.path()) };
}

describe.each(RUNS)('a course’s analytics in Arabic $run', ({ phone, options }) => {
  it('shows the charts and who is at risk and why, redraws for a shorter period, and downloads the gradebook', async () => {
    const t = translatorFor('ar');
    const { teacher, course, emails } = await courseWithActivity();
    const { context, page } = await signedInPage(platform.browser, platform.acme, teacher.client, 'ar', { ...options, acceptDownloads: true });
    await page.goto(`${platform.acme}/teacher`);
    await page.getByTestId('managed-course').filter({ hasText: course.name }).getByTestId('course-analytics-link').click();
    await page.waitForURL(`${platform.acme}/teacher/courses/${course.id}/analytics`);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await islandsHydrated(page);

    // Two students at risk, each with the reason.
    const atRisk = page.getByTestId('at-risk-student');
    expect((await atRisk.getByTestId('at-risk-name').allTextContents()).sort()).toEqual(['Bilal Haddad', 'Chadi Nasser']);
    expect(await atRisk.filter({ hasText: 'Bilal Haddad' }).getByTestId('at-risk-reason').allTextContents()).toEqual([
      t('courseAnalytics.reasonFailedQuiz', { lesson: 'اختبار المخارج', percent: percentIn('ar', 0) }),
    ]);
    expect(await atRisk.filter({ hasText: 'Chadi Nasser' }).getByTestId('at-risk-reason').allTextContents()).toEqual([t('courseAnalytics.reasonInactive', { days: countIn('ar', 8) })]);
    expect(await page.getByTestId('total-at-risk').textContent()).toBe(countIn('ar', 2));
    expect(await page.getByTestId('total-students').textContent()).toBe(countIn('ar', 4));

    // The charts are drawn (recharts), and the funnel's figures follow the lessons' order.
    await expect.poll(() => page.getByTestId('over-time-chart').locator('.recharts-bar-rectangle').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('funnel-chart').locator('.recharts-bar-rectangle').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('funnel-lesson').locator('th').allTextContents()).toEqual(['مقدمة', 'اختبار المخارج', 'مقال عن المد']);
    expect(await page.getByTestId('over-time-table').locator('tbody tr').count()).toBe(30);
    await expectNoAxeViolations(page);
    if (phone) expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

    // A shorter period: the figures are read again.
    await page.getByTestId('period').selectOption('7');
    await expect.poll(() => page.getByTestId('over-time-table').locator('tbody tr').count()).toBe(7);

    // The gradebook on the page and in both downloads.
    const gradebookRows = page.getByTestId('gradebook-row');
    expect(await gradebookRows.filter({ hasText: 'Amina Saleh' }).locator('td').allTextContents()).toEqual([emails.amina, countIn('ar', 2), countIn('ar', 18)]);
    const csv = await download(page, 'download-csv');
    expect(csv.name).toBe(`${course.name} - ${t('courseAnalytics.fileName')}.csv`);
    expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csv.bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe(`الطالب,البريد الإلكتروني,اختبار المخارج (اختبار، من ٢),مقال عن المد (واجب، من ٢٠)`);
    expect(lines).toContain(`Amina Saleh,${emails.amina},2,18`);
    expect(lines).toContain(`Bilal Haddad,${emails.bilal},0,`);
    expect(lines).toContain(`Dina Farouk,${emails.dina},,`);

    const xlsx = await download(page, 'download-xlsx');
    expect(xlsx.name).toBe(`${course.name} - ${t('courseAnalytics.fileName')}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.bytes as never);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe(t('courseAnalytics.sheetName'));
    const rows = sheet.getSheetValues().slice(1).map((row) => (row as unknown[]).slice(1));
    expect(rows[0]).toEqual(['الطالب', 'البريد الإلكتروني', 'اختبار المخارج (اختبار، من ٢)', 'مقال عن المد (واجب، من ٢٠)']);
    expect(rows).toContainEqual(['Amina Saleh', emails.amina, 2, 18]);
    expect(rows).toHaveLength(5);
    await context.close();
  });
});

describe('a course’s analytics page is axe clean', () => {
  let setup: Awaited<ReturnType<typeof courseWithActivity>>;
  beforeAll(async () => {
    setup = await courseWithActivity();
  }, 180_000);

  it.each<[Language, boolean]>([
    ['ar', false],
    ['ar', true],
    ['en', false],
    ['en', true],
  ])('in %s, dark mode %s', async (language, darkMode) => {
    expect((await setup.teacher.client.json('PUT', '/api/users/me', { settings: JSON.stringify({ darkMode }) })).status).toBe(200);
    const { context, page } = await signedInPage(platform.browser, platform.acme, setup.teacher.client, language);
    await page.goto(`${platform.acme}/teacher/courses/${setup.course.id}/analytics`);
    expect(await page.locator('html').getAttribute('data-theme')).toBe(darkMode ? 'dark' : 'light');
    await islandsHydrated(page);
    await expect.poll(() => page.getByTestId('funnel-chart').locator('.recharts-bar-rectangle').count()).toBeGreaterThan(0);
    // The bars take the mode's chart colour (a token: 3:1 on the card in either mode, chart-colours.test.ts).
    const [drawn, token] = await page.getByTestId('funnel-chart').locator('.recharts-bar-rectangle path').first().evaluate((bar) => {
      const probe = document.body.appendChild(Object.assign(document.createElement('span'), { style: 'color: var(--chart-1)' }));
      const expected = getComputedStyle(probe).color;
      probe.remove();
      return [getComputedStyle(bar).fill, expected];
    });
    expect(drawn).toBe(token);
    expect(token).toBe(darkMode ? 'rgb(208, 188, 255)' : 'rgb(103, 80, 164)');
    // The figures' table open too, so axe reads it.
    await page.locator('details.figures summary').click();
    expect(await page.getByTestId('at-risk-student').count()).toBe(2);
    await expectNoAxeViolations(page);
    await context.close();
  });
});
