import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogues, type Language } from '@halaqa/shared/i18n/index';
import { newSignedInStudent, signedInClient } from '@halaqa/infra/testing/accounts';
import { useCommerce } from '@halaqa/infra/testing/commerce-server';
import { buyCourses, eventually } from '@halaqa/infra/testing/course-purchase';
import type { SiteClient } from '@halaqa/infra/testing/site-client';
import { halaqaCli } from '@halaqa/infra/testing/tenant-cli';
import { expectNoAxeViolations, islandsHydrated, signedInPage } from './support/pages';
import { ACME, OTHER, usePlatform } from './support/platform';

/**
 * Issue #44, item 9, "pages that fit": every page of the owner and of a teacher, with real data in
 * it (orders, an invoice, a gradebook with students, analytics, earnings and a payout), at 1280 px
 * and at 375 px, in Arabic and in English. Nothing scrolls sideways, neither the page nor a table's
 * box; at 375 px every table is a list of cards; no word in a cell is split over two lines or wider
 * than its cell; the pages of figures use the width the users page does (1,120 px); the charts'
 * labels stand beside the bars, inside the chart, and do not run into each other. Item 4: an
 * error shows beside the control that failed (a refund, a payout request). Axe, light and dark.
 */
const { sites: platform, commerce } = useCommerce(usePlatform);
const { ar } = catalogues;
const SCREEN = { viewport: { width: 1280, height: 900 } };
const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };
/** The content width of the users page at 1280 px (72rem less the page's padding), which the pages of figures share. */
const WIDE_COLUMN = 1120;

let owner: SiteClient;
let otherOwner: SiteClient;
let teacher: SiteClient;
let ownerPaths: string[];
let teacherPaths: string[];
/** The pages of tables and charts, which take the wide column. */
let widePaths: string[];

beforeAll(async () => {
  owner = await signedInClient(platform.acme, ACME.ownerEmail, ACME.ownerPassword);
  await owner.json('POST', '/api/settings/general', { settings: { onboardingComplete: true } });
  const made = await newSignedInStudent(platform.acme, { name: 'الأستاذ عبد الرحمن الشناوي' });
  expect((await owner.json('PUT', `/api/users/${made.id}`, { isTeacher: true })).status).toBe(200);
  teacher = made.client;
  // Long Arabic words and an unbroken English one: what narrow columns used to split mid-letter.
  const course = await owner.json<{ id: string; course_id: string }>('POST', '/api/courses', {
    name: `الاستراتيجيات التعليمية المتقدمة Internationalization ${Date.now()}`,
    description: 'دورة لتجربة الصفحات على الشاشات كلها',
    price: { price: 250, per: 'lifetime' },
    trainer_id: made.id,
  });
  expect(course.status).toBe(201);
  const lessons = `/api/courses/${course.body.id}/materials`;
  const quiz = await teacher.json<{ id: string }>('POST', lessons, {
    name: 'اختبار الاستراتيجيات التعليمية',
    type: 'quiz',
    quiz: [{ type: 'single', text: 'How many makharij?', options: ['5', '17'], correct: [1] }],
  });
  const essay = await teacher.json<{ id: string }>('POST', lessons, { name: 'مقال عن الاستراتيجيات', type: 'assignment', assignment_settings: { instructions: 'Explain.', max_grade: 20 } });
  expect([quiz.status, essay.status]).toEqual([200, 200]);
  // Two buyers with orders, results and a graded essay: the orders, the gradebook, the analytics and the earnings have rows.
  for (const name of ['عبد الرحمن المستكشف', 'Maximilian Oyelaran-Fitzgerald']) {
    const buyer = await newSignedInStudent(platform.acme, { name });
    await buyCourses(buyer.client, [course.body.course_id], commerce.paymob.apiUrl);
    expect(await eventually(async () => (await buyer.client.json('POST', `${lessons}/${quiz.body.id}/start-quiz`)).status === 200)).toBe(true);
    expect((await buyer.client.json('POST', `${lessons}/${quiz.body.id}/submit-answer`, { index: 0, answer: 1 })).status).toBe(200);
    expect((await buyer.client.json('POST', `${lessons}/${quiz.body.id}/submit-quiz`)).status).toBe(200);
    const submitted = await buyer.client.json<{ id: string }>('POST', `${lessons}/${essay.body.id}/assignment/submit`, { text: 'الاستراتيجيات' });
    expect((await teacher.json('POST', `${lessons}/${essay.body.id}/assignment/${submitted.body.id}/grade`, { grade: 17 })).status).toBe(200);
  }
  // A payout asked for: the history has a row.
  expect(await eventually(async () => (await teacher.json<{ balance: number }>('GET', '/api/teacher/earnings')).body.balance > 0)).toBe(true);
  expect((await teacher.json('PUT', '/api/teacher/payout-method', { kind: 'bank', bankName: 'البنك الأهلي المصري', accountHolder: 'عبد الرحمن الشناوي', accountNumber: '100020003000400050', confirmed: true })).status).toBe(200);
  expect((await teacher.json('POST', '/api/teacher/payouts', { amount: 50 })).status).toBe(200);

  // The other site's owner chose Pro: an open invoice on the subscription page.
  expect((await halaqaCli(['tenant', 'plan', '--domain', OTHER.domain, '--plan', 'free'], platform.databaseUrl)).code).toBe(0);
  otherOwner = await signedInClient(platform.other, OTHER.ownerEmail, OTHER.ownerPassword);
  await otherOwner.json('POST', '/api/settings/general', { settings: { onboardingComplete: true } });
  const token = await otherOwner.json<{ token: string }>('POST', '/api/users/generate-token');
  const changed = await otherOwner.json<{ invoice: { id: string } | null }>('POST', '/api/tenants/subscription/change-plan', { newPlan: 'pro', cycle: 'monthly', token: token.body.token });
  expect(changed.status).toBe(200);
  expect(changed.body.invoice).not.toBeNull();

  const analytics = `/teacher/courses/${course.body.id}/analytics`;
  widePaths = ['/admin', '/admin/orders', '/admin/users', '/teacher', '/teacher/earnings', analytics];
  ownerPaths = [
    ...widePaths,
    '/admin/settings',
    '/admin/settings/legal',
    '/admin/settings/api',
    '/admin/settings/about',
    '/admin/courses/new',
    `/admin/courses/${course.body.id}`,
    `/admin/courses/${course.body.id}/quizzes/${quiz.body.id}`,
  ];
  teacherPaths = ['/admin', '/teacher', '/teacher/earnings', analytics, `/admin/courses/${course.body.id}`];
}, 240_000);

/**
 * What does not fit on the page, each as a sentence naming its element: the page or a table's box
 * scrolling sideways, a table shown as a table on a phone, a cell's word split over two lines or
 * wider than its cell. Tables inside closed disclosures (not drawn) are left out.
 */
const misfits = (page: Page, phone: boolean) =>
  page.evaluate((phone) => {
    const found: string[] = [];
    const nameOf = (element: Element) =>
      `${element.tagName.toLowerCase()}${[...element.classList].map((name) => `.${name}`).join('')}${element.getAttribute('data-testid') ? `[${element.getAttribute('data-testid')}]` : ''}`;
    const { scrollWidth, clientWidth } = document.documentElement;
    if (scrollWidth > clientWidth) found.push(`the page scrolls sideways by ${scrollWidth - clientWidth} px`);
    // Visually hidden texts (a column's header on a phone, a screen reader's words) are clipped on purpose.
    const clipped = (element: Element | null, stop: Element) => {
      for (let at = element; at && at !== stop.parentElement; at = at.parentElement) if (getComputedStyle(at).clipPath !== 'none') return true;
      return false;
    };
    for (const table of document.querySelectorAll('main table')) {
      if (table.getClientRects().length === 0) continue;
      const box = table.parentElement!;
      if (box.scrollWidth > box.clientWidth + 1) found.push(`${nameOf(table)} is ${box.scrollWidth - box.clientWidth} px wider than its box ${nameOf(box)}`);
      if (phone && getComputedStyle(table).display === 'table') found.push(`${nameOf(table)} is a table, not cards, at ${clientWidth} px`);
      for (const cell of table.querySelectorAll('td, th')) {
        if (clipped(cell, table)) continue;
        const width = cell.getBoundingClientRect().width;
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        for (let text = walker.nextNode(); text; text = walker.nextNode()) {
          if (clipped(text.parentElement, cell)) continue;
          for (const word of (text.textContent ?? '').matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(text, word.index);
            range.setEnd(text, word.index + word[0].length);
            const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
            const lines = new Set(rects.map((rect) => Math.round(rect.bottom)));
            const wordWidth = range.getBoundingClientRect().width;
            if (lines.size > 1) found.push(`"${word[0]}" in ${nameOf(table)} is split over ${lines.size} lines`);
            else if (wordWidth > width + 1) found.push(`"${word[0]}" (${Math.round(wordWidth)} px) is wider than its cell (${Math.round(width)} px) in ${nameOf(table)}`);
          }
        }
      }
    }
    return found;
  }, phone);

/**
 * The charts' labels: each axis label inside its chart, the value axis's labels beside the plot
 * (not over the bars), on the right in Arabic and the left in English, and no two labels of an
 * axis overlapping. Answers the problems found, as sentences.
 */
const chartMisfits = (page: Page, rtl: boolean) =>
  page.evaluate((rtl) => {
    const found: string[] = [];
    const overlap = (a: DOMRect, b: DOMRect) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
    for (const chart of document.querySelectorAll('main .recharts-wrapper')) {
      const name = chart.closest('[data-testid]')?.getAttribute('data-testid') ?? 'a chart';
      // The chart's own box (its legend's icons are svg.recharts-surface too).
      const surface = chart.getBoundingClientRect();
      const plot = chart.querySelector('.recharts-cartesian-grid')?.getBoundingClientRect();
      if (!plot) {
        found.push(`${name} has no plot`);
        continue;
      }
      for (const axis of ['xAxis', 'yAxis'] as const) {
        const labels = [...chart.querySelectorAll(`.recharts-${axis}-tick-labels .recharts-cartesian-axis-tick-value`)].map((label) => ({ text: label.textContent, box: label.getBoundingClientRect() }));
        if (labels.length === 0) found.push(`${name}'s ${axis} has no labels`);
        for (const { text, box } of labels) {
          if (box.left < surface.left - 1 || box.right > surface.right + 1) found.push(`${name}'s ${axis} label "${text}" is cut at the chart's edge`);
          if (axis === 'yAxis' && (rtl ? box.left < plot.right - 1 : box.right > plot.left + 1)) found.push(`${name}'s label "${text}" runs into the plot`);
        }
        labels.forEach((label, index) => {
          if (labels.slice(index + 1).some((other) => overlap(label.box, other.box))) found.push(`${name}'s ${axis} label "${label.text}" overlaps another`);
        });
      }
    }
    return found;
  }, rtl);

/** The width of the page's column, without its padding. */
const columnWidth = (page: Page) =>
  page.locator('main.page').evaluate((main) => {
    const style = getComputedStyle(main);
    return Math.round(main.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd));
  });

/** Everything that does not fit on the open page; `wide`: a page of figures, which takes the wide column on a screen. */
async function problemsOf(page: Page, language: Language, phone: boolean, wide: boolean): Promise<string[]> {
  const problems = [...(await misfits(page, phone)), ...(await chartMisfits(page, language === 'ar'))];
  if (wide && !phone) {
    const column = await columnWidth(page);
    if (column !== WIDE_COLUMN) problems.push(`the page's column is ${column} px, not ${WIDE_COLUMN}`);
  }
  return problems;
}

/** The pages with problems, and theirs. */
const withProblems = (found: Record<string, string[]>) => Object.fromEntries(Object.entries(found).filter(([, problems]) => problems.length > 0));

/** Loads the page with its islands and, where it has charts, until they are drawn (they measure their box first). */
async function open(page: Page, origin: string, path: string) {
  await page.goto(`${origin}${path}`);
  await islandsHydrated(page);
  const charts = await page.locator('main [data-testid$="-chart"]').count();
  if (charts === 0) return;
  await expect.poll(() => page.locator('main .recharts-cartesian-grid').count()).toBe(charts);
  // Each chart's two axes have their labels (drawn once the axes are measured).
  await expect.poll(() => page.locator('main .recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value').count()).toBeGreaterThanOrEqual(charts);
}

const RUNS = (['ar', 'en'] as const).flatMap((language) => [
  { language, phone: false, options: SCREEN },
  { language, phone: true, options: PHONE },
]);

describe.each(RUNS)('in $language, phone $phone', ({ language, phone, options }) => {
  it('the owner’s pages fit: no sideways scroll, tables as cards on a phone, words whole, the wide column, legible charts', { timeout: 240_000 }, async () => {
    const width = options.viewport.width;
    const { context, page } = await signedInPage(platform.browser, platform.acme, owner, language, options);
    const found: Record<string, string[]> = {};
    for (const path of ownerPaths) {
      await open(page, platform.acme, path);
      found[path] = await problemsOf(page, language, phone, widePaths.includes(path));
    }
    await context.close();

    // The subscription page, with its open invoice, on the other site.
    const other = await signedInPage(platform.browser, platform.other, otherOwner, language, options);
    await open(other.page, platform.other, '/admin/subscription');
    await other.page.getByTestId('invoices').waitFor();
    found['/admin/subscription'] = await problemsOf(other.page, language, phone, true);
    await other.context.close();
    expect({ width, found: withProblems(found) }).toEqual({ width, found: {} });
  });

  it('a teacher’s pages fit the same way', { timeout: 120_000 }, async () => {
    const width = options.viewport.width;
    const { context, page } = await signedInPage(platform.browser, platform.acme, teacher, language, options);
    const found: Record<string, string[]> = {};
    for (const path of teacherPaths) {
      await open(page, platform.acme, path);
      // The teacher manages the course: its pages are theirs, not the refusal.
      expect(await page.getByRole('heading', { level: 1, name: catalogues[language].errors.forbidden }).count()).toBe(0);
      found[path] = await problemsOf(page, language, phone, widePaths.includes(path));
    }
    await context.close();
    expect({ width, found: withProblems(found) }).toEqual({ width, found: {} });
  });
});

/** Where an element is on the page, vertically. */
const topOf = async (page: Page, locator: ReturnType<Page['locator']>) => (await locator.boundingBox())!.y;

describe('errors beside the control that failed (issue #44, item 4)', () => {
  it('a refund that fails says so in its dialog under the amount, and a payout refused says so under its amount, in Arabic on a phone', async () => {
    const { context, page } = await signedInPage(platform.browser, platform.acme, owner, 'ar', PHONE);
    await page.route('**/api/payments/orders/*/refund', (route) => route.fulfill({ status: 502, contentType: 'application/json', body: JSON.stringify({ error: ar.payments.orders.refundFailed }) }));
    await page.goto(`${platform.acme}/admin/orders`);
    await islandsHydrated(page);
    const order = page.getByTestId('order').last();
    await order.getByRole('button', { name: ar.payments.orders.refund }).click();
    // The refund is asked in its dialog (item 5), and its failure shows there, under the amount.
    const dialog = page.getByRole('dialog');
    await dialog.locator('button[type="submit"]').click();
    const alert = dialog.getByRole('alert');
    expect(await alert.textContent()).toBe(ar.payments.orders.refundFailed);
    const amountField = (await dialog.getByLabel(ar.payments.orders.amountLabel).boundingBox())!;
    expect((await topOf(page, alert)) - (amountField.y + amountField.height)).toBeLessThan(120);
    await context.close();

    const asTeacher = await signedInPage(platform.browser, platform.acme, teacher, 'ar', PHONE);
    await asTeacher.page.goto(`${platform.acme}/teacher/earnings`);
    await islandsHydrated(asTeacher.page);
    const amount = asTeacher.page.getByLabel(ar.earnings.request.amount);
    // The payout forms read as forms: each label on its own line above its field.
    for (const label of [ar.earnings.request.amount, ar.earnings.method.bankName, ar.earnings.method.accountNumber]) {
      const [name, field] = await Promise.all([asTeacher.page.locator('label', { hasText: label }).first().boundingBox(), asTeacher.page.getByLabel(label).boundingBox()]);
      expect({ label, above: name!.y + name!.height <= field!.y + 1 }).toEqual({ label, above: true });
    }
    await amount.fill('0');
    await asTeacher.page.getByRole('button', { name: ar.earnings.request.submit }).click();
    const refused = asTeacher.page.locator(`#${await amount.getAttribute('aria-describedby').then((ids) => ids!.split(' ').find((id) => id.endsWith('error')))}`);
    expect(await refused.getAttribute('role')).toBe('alert');
    expect(await amount.getAttribute('aria-invalid')).toBe('true');
    // Under the field and its hint, not under the button or at the top of the page.
    const field = (await amount.boundingBox())!;
    expect((await topOf(asTeacher.page, refused)) - (field.y + field.height)).toBeLessThan(60);
    await asTeacher.context.close();
  });
});

describe('the pages changed are axe clean', () => {
  it.each<[Language, boolean]>([
    ['ar', false],
    ['ar', true],
    ['en', false],
    ['en', true],
  ])('in %s, dark mode %s', { timeout: 120_000 }, async (language, darkMode) => {
    for (const client of [owner, otherOwner]) expect((await client.json('PUT', '/api/users/me', { settings: JSON.stringify({ darkMode }) })).status).toBe(200);
    const { context, page } = await signedInPage(platform.browser, platform.acme, owner, language, SCREEN);
    for (const path of widePaths) {
      await open(page, platform.acme, path);
      expect(await page.locator('html').getAttribute('data-theme')).toBe(darkMode ? 'dark' : 'light');
      await expectNoAxeViolations(page);
    }
    await context.close();
    const other = await signedInPage(platform.browser, platform.other, otherOwner, language, PHONE);
    await open(other.page, platform.other, '/admin/subscription');
    await other.page.getByTestId('invoices').waitFor();
    await expectNoAxeViolations(other.page);
    await other.context.close();
  });
});
