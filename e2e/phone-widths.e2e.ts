import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogues } from '@halaqa/shared/i18n/index';
import { newSignedInStudent, signedInClient } from '@halaqa/infra/testing/accounts';
import { MOBILE, newContext } from '@halaqa/infra/testing/browser';
import type { SiteClient } from '@halaqa/infra/testing/site-client';
import { expectNoAxeViolations, islandsHydrated, signedInPage } from './support/pages';
import { ACME, usePlatform } from './support/platform';

/**
 * Issue #15, "every page must work at 320–414 px before and after JavaScript loads": in Arabic,
 * with the page's script and without it, the pages a student sees and the teacher's course editor
 * and tables never scroll sideways, the menu button shows, and the scores table is a list of
 * cards whose every value carries its column's name; the bell's popover opens on the screen from
 * the drawer; axe finds nothing on those pages in light and dark mode.
 */
const platform = usePlatform();
const { ar } = catalogues;
const WIDTHS = [320, 375, 414] as const;
// The student pages (home, catalogue, course, lesson, dashboard, scores, profile, about, cart), then the teacher's (the course editor, /teacher, the analytics and gradebook).
let owner: SiteClient;
let student: SiteClient;
let studentPaths: string[];
let teacherPaths: string[];
let visitorPaths: string[];

beforeAll(async () => {
  owner = await signedInClient(platform.acme, ACME.ownerEmail, ACME.ownerPassword);
  await owner.json('POST', '/api/settings/general', { settings: { onboardingComplete: true } });
  // Long Arabic words and an unbroken English one: what a narrow column used to split mid-letter.
  const course = await owner.json<{ id: string }>('POST', '/api/courses', {
    name: `الاستراتيجيات التعليمية المتقدمة Internationalization ${Date.now()}`,
    description: 'دورة لتجربة الصفحات على الهواتف الصغيرة',
  });
  expect(course.status).toBe(201);
  const lesson = await owner.json<{ id: string }>('POST', `/api/courses/${course.body.id}/materials`, {
    name: 'اختبار الاستراتيجيات التعليمية',
    type: 'quiz',
    quiz: [{ type: 'text', text: 'ما حكم النون الساكنة إذا جاء بعدها حرف الباء؟', required: true, correct: ['الإقلاب'] }],
    quiz_settings: { savequiz: true, accepting: true },
  });
  expect(lesson.status).toBe(200);
  const signedUp = await newSignedInStudent(platform.acme, { name: 'عبد الرحمن المستكشف' });
  student = signedUp.client;
  expect((await student.json('POST', `/api/courses/${course.body.id}/register/`)).status).toBe(200);
  // A result, so the scores page has a table.
  const base = `/api/courses/${course.body.id}/materials/${lesson.body.id}`;
  await student.json('POST', `${base}/start-quiz`);
  await student.json('POST', `${base}/submit-answer`, { index: 0, answer: 'الاقلاب' });
  expect((await student.json('POST', `${base}/submit-quiz`)).status).toBe(200);
  const lessonPath = `/courses/${course.body.id}/lessons/${lesson.body.id}`;
  studentPaths = ['/', '/courses', `/courses/${course.body.id}`, lessonPath, '/dashboard', '/users/me/scores', '/profile', '/about', '/cart'];
  teacherPaths = [`/admin/courses/${course.body.id}`, '/teacher', `/teacher/courses/${course.body.id}/analytics`];
  visitorPaths = ['/', '/courses', `/courses/${course.body.id}`, '/about', '/cart', '/forgot-password'];
});

async function darkMode(client: SiteClient, on: boolean) {
  expect((await client.json('PUT', '/api/users/me', { settings: JSON.stringify({ darkMode: on }) })).status).toBe(200);
}

/**
 * The page's width past the screen's, in CSS pixels (0 when nothing scrolls sideways), and the
 * innermost elements that reach past either edge, so a failure names its culprits.
 */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => {
    const { scrollWidth, clientWidth } = document.documentElement;
    if (scrollWidth <= clientWidth) return { overflow: 0, culprits: [] };
    const outside = [...document.body.querySelectorAll('*')].filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && (box.left < -1 || box.right > clientWidth + 1);
    });
    const innermost = outside.filter((element) => !outside.some((other) => other !== element && element.contains(other)));
    return { overflow: scrollWidth - clientWidth, culprits: innermost.slice(0, 5).map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`) };
  });

/** Chromium gives a pseudo-element's content taken from an attribute either resolved or as written. */
const showsItsLabel = (content: string, label: string | null) => label !== null && label !== '' && (content === JSON.stringify(label) || content === 'attr(data-label)');

/** Each value of the scores table with the label its card shows before it, and whether the row is shown as a card. */
const scoreCells = (page: Page) =>
  page.locator('.scores-table tbody').evaluateAll((bodies) =>
    bodies.flatMap((body) =>
      [...body.querySelectorAll('td, th')].map((cell) => ({
        label: cell.getAttribute('data-label'),
        shown: getComputedStyle(cell, '::before').content,
        card: getComputedStyle(cell.parentElement!).display === 'block',
        visible: (cell as HTMLElement).offsetHeight > 0,
      })),
    ),
  );

async function visit(page: Page, path: string, javaScript: boolean) {
  await page.goto(`${platform.acme}${path}`);
  if (javaScript) await islandsHydrated(page);
}

/** What these tests ask of every page at a phone's width: no sideways scroll, and a visible menu button where the page has the header. */
async function expectFitsThePhone(page: Page, path: string) {
  const width = page.viewportSize()?.width;
  expect({ width, path, ...(await sidewaysOverflow(page)) }).toEqual({ width, path, overflow: 0, culprits: [] });
  const header = (await page.locator('body').getAttribute('data-header')) === 'shown';
  expect({ width, path, menu: header && (await page.getByTestId('menu-button').isVisible()) }).toEqual({ width, path, menu: header });
}

/**
 * Loads the page once at the narrowest width and checks it at each width, as when a phone is
 * turned: without the script the layout is CSS's alone, so this is what loading the page at that
 * width gives; with it, the islands follow the viewport as it changes. One load per page, not three.
 */
async function expectFitsEveryWidth(page: Page, path: string, javaScript: boolean, check: (width: number) => Promise<void> = async () => {}) {
  await page.setViewportSize({ width: WIDTHS[0], height: 740 });
  await visit(page, path, javaScript);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 740 });
    await expectFitsThePhone(page, path);
    await check(width);
  }
}

const PHONE = { ...MOBILE, viewport: { width: WIDTHS[0], height: 740 } };

describe.each([true, false])('at 320, 375 and 414 px, in Arabic, with the page script %s', (javaScript) => {
  it('the student pages fit the screen, with the menu button, and the scores are labelled cards', { timeout: 180_000 }, async () => {
    const { context, page } = await signedInPage(platform.browser, platform.acme, student, 'ar', { ...PHONE, javaScriptEnabled: javaScript });
    for (const path of studentPaths) {
      await expectFitsEveryWidth(page, path, javaScript, async (width) => {
        if (path !== '/users/me/scores') return;
        const cells = await scoreCells(page);
        expect(cells.length).toBe(4);
        for (const cell of cells) {
          expect(showsItsLabel(cell.shown, cell.label), `${width} px, ${cell.label}: ${cell.shown}`).toBe(true);
          expect(cell).toMatchObject({ card: true, visible: true });
        }
        expect(cells.map((cell) => cell.label)).toEqual([ar.scores.lesson, ar.scores.kind, ar.scores.result, ar.scores.status]);
        // Shown as cards, it is still a table to a screen reader: each value under its column's header.
        const tree = await page.locator('.scores-table').first().ariaSnapshot();
        for (const header of [ar.scores.lesson, ar.scores.kind, ar.scores.result, ar.scores.status]) expect(tree).toContain(`columnheader "${header}"`);
        expect(tree).toMatch(/- cell /);
      });
    }
    await context.close();
  });

  it("a visitor's pages fit the screen, with the menu button, and the drawer opens on the screen", async () => {
    const context = await newContext(platform.browser, { ...PHONE, javaScriptEnabled: javaScript });
    await context.addCookies([{ name: 'lang', value: 'ar', url: platform.acme }]);
    const page = await context.newPage();
    for (const path of visitorPaths) await expectFitsEveryWidth(page, path, javaScript);
    // The visitor's drawer (the browser's dialog with the script, the disclosure without) stays on the screen.
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 740 });
      await visit(page, '/courses', javaScript);
      await page.getByTestId('menu-button').click();
      const panel = page.locator(javaScript ? '[data-testid="drawer"]' : '.menu-fallback-panel');
      await expect
        .poll(async () => {
          const box = await panel.boundingBox();
          return { width, onScreen: box !== null && box.x >= 0 && box.x + box.width <= width + 0.5 };
        })
        .toEqual({ width, onScreen: true });
      expect(await panel.getByRole('link', { name: ar.common.signIn }).isVisible()).toBe(true);
    }
    await context.close();
  });

  it("the teacher's course editor and tables fit the screen, with labelled cards", { timeout: 120_000 }, async () => {
    const { context, page } = await signedInPage(platform.browser, platform.acme, owner, 'ar', { ...PHONE, javaScriptEnabled: javaScript });
    for (const path of teacherPaths) {
      await expectFitsEveryWidth(page, path, javaScript, async (width) => {
        const cells = await page.locator('table.card-table tbody').evaluateAll((bodies) =>
          bodies.flatMap((body) => [...body.querySelectorAll('td, th')].map((cell) => ({ label: cell.getAttribute('data-label'), shown: getComputedStyle(cell, '::before').content }))),
        );
        expect({ width, path, unlabelled: cells.filter((cell) => !showsItsLabel(cell.shown, cell.label)) }).toEqual({ width, path, unlabelled: [] });
      });
    }
    expect(await page.locator('table.card-table tbody tr').count()).toBeGreaterThan(0);
    await context.close();
  });
});

describe('at 375 px with the page script', () => {
  const phone = { ...MOBILE, viewport: { width: 375, height: 740 } };

  it('opens the bell popover from the drawer on the screen', async () => {
    const { context, page } = await signedInPage(platform.browser, platform.acme, student, 'ar', phone);
    await visit(page, '/dashboard', true);
    await page.getByRole('button', { name: ar.nav.openMenu }).click();
    const drawer = page.getByTestId('drawer');
    await drawer.locator('.notification-bell button').first().click();
    const popover = drawer.getByRole('dialog', { name: ar.notifications.bell });
    await popover.waitFor();
    await expect
      .poll(async () => {
        const box = await popover.boundingBox();
        return box !== null && box.x >= 0 && box.y >= 0 && box.x + box.width <= 375 && box.y + box.height <= 740;
      })
      .toBe(true);
    await context.close();
  });

  describe.each([false, true])('in dark mode %s', (dark) => {
    beforeAll(async () => {
      await darkMode(student, dark);
      await darkMode(owner, dark);
    });

    // By index: the paths are known once the course exists (beforeAll).
    it.each([...Array(12).keys()])('has no axe violations on page %i of the student pages, the course editor and the tables', async (index) => {
      expect(studentPaths.length + teacherPaths.length).toBe(12);
      const [client, path] = index < studentPaths.length ? [student, studentPaths[index]!] : [owner, teacherPaths[index - studentPaths.length]!];
      const { context, page } = await signedInPage(platform.browser, platform.acme, client, 'ar', phone);
      await visit(page, path, true);
      expect(await page.locator('html').getAttribute('data-theme')).toBe(dark ? 'dark' : 'light');
      await expectFitsThePhone(page, path);
      // The course editor's certificate preview is a sandboxed frame axe cannot enter (it would wait until the test times out).
      await expectNoAxeViolations(page, { exclude: ['[data-testid="certificate-preview"]'] });
      await context.close();
    });
  });
});
