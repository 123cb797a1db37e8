import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogues, translatorFor, type Language } from '@halaqa/shared/i18n/index';
import { formatMinutes } from '@halaqa/shared/intl-formats';
import { newSignedInStudent, signedInClient } from '@halaqa/infra/testing/accounts';
import { newContext } from '@halaqa/infra/testing/browser';
import { expectNoAxeViolations, islandsHydrated, signedInPage } from './support/pages';
import { ACME, OTHER, usePlatform } from './support/platform';

/**
 * Issue #14: course sections and the two-pane lesson editor. A teacher, in Arabic at 1280 px and
 * at 375 px, makes two sections, drags a lesson into one and moves others with the keyboard (and a
 * section too), sees each move confirmed, and publishes; a student then sees the curriculum in
 * sections with their lesson counts and times, and "next" follows it. Axe finds nothing on the
 * editor and the course page in Arabic and English, light and dark.
 */
const platform = usePlatform();
const { ar } = catalogues;
const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } as const;
const DESKTOP = { viewport: { width: 1280, height: 800 } } as const;
const SITES = { acme: ACME, other: OTHER } as const;
type Site = keyof typeof SITES;

const originOf = (site: Site) => platform.site.origin(SITES[site].domain);
const ownerOf = (site: Site) => signedInClient(originOf(site), SITES[site].ownerEmail, SITES[site].ownerPassword);
const fill = (text: string, values: Record<string, string>) => Object.entries(values).reduce((result, [key, value]) => result.replace(`{{${key}}}`, value), text);

const LESSONS = [
  { name: 'الفاتحة', estimatedTime: 10 },
  { name: 'البقرة', estimatedTime: 25 },
  { name: 'آل عمران' },
  { name: 'النساء', estimatedTime: 15 },
] as const;
const [FATIHA, BAQARA, IMRAN, NISA] = LESSONS.map((lesson) => lesson.name) as [string, string, string, string];
const FIRST = 'القسم الأول';
const SECOND = 'القسم الثاني';

let counter = 0;

/** A teacher of `site` with a course of four lessons, all outside any section; optionally in dark mode. */
async function teachersCourse(site: Site, { dark = false } = {}) {
  const origin = originOf(site);
  const teacher = await newSignedInStudent(origin, { name: 'الأستاذة مريم' });
  expect((await (await ownerOf(site)).json('PUT', `/api/users/${teacher.id}`, { isTeacher: true })).status).toBe(200);
  if (dark) expect((await teacher.client.json('PUT', '/api/users/me', { settings: JSON.stringify({ darkMode: true }) })).status).toBe(200);
  counter += 1;
  const course = await teacher.client.json<{ id: string }>('POST', '/api/courses', { name: `التجويد ${counter} ${site}`, description: 'أحكام التلاوة' });
  expect(course.status).toBe(201);
  const ids: string[] = [];
  for (const lesson of LESSONS) {
    const created = await teacher.client.json<{ id: string }>('POST', `/api/courses/${course.body.id}/materials`, { ...lesson, type: 'article' });
    expect(created.status).toBe(200);
    ids.push(created.body.id);
  }
  return { origin, teacher: teacher.client, courseId: course.body.id, lessonIds: ids };
}

const rowNames = (page: Page) => page.locator('[data-testid="lesson-row"] .lesson-name, [data-testid="section-row"] h3').allTextContents();
const lessonHandle = (page: Page, name: string) => page.getByRole('button', { name: fill(ar.teaching.dragLesson, { name }), exact: true });
const sectionHandle = (page: Page, name: string) => page.getByRole('button', { name: fill(ar.teaching.sections.dragSection, { name }), exact: true });

/** dnd-kit's keyboard sensor: focus the handle, Space to lift, the arrows, Space to drop, measured between presses as a person's would be. */
async function moveByKeyboard(handle: Locator, page: Page, keys: string[]) {
  await handle.focus();
  for (const key of ['Space', ...keys, 'Space']) {
    await page.keyboard.press(key);
    await page.waitForTimeout(250);
  }
}

/** A pointer drag from one row's handle onto another row, in small steps as a hand moves. */
async function drag(page: Page, handle: Locator, target: Locator) {
  // Both in view: the pointer only reaches what is on the screen.
  await handle.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  const steps = 12;
  for (let step = 1; step <= steps; step += 1) {
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + ((to.y + to.height / 2 - (from.y + from.height / 2)) * step) / steps);
    await page.waitForTimeout(30);
  }
  await page.waitForTimeout(200);
  await page.mouse.up();
}

const movedNotice = (page: Page) => page.locator('.lesson-manager .notice.success').textContent();
/**
 * The elements wider than the page (none when nothing overflows sideways), named by tag and class.
 * What a scrolling box holds (the certificate designer's A4 canvas) scrolls there, not the page.
 */
const overflowing = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const inScrollingBox = (element: Element) => {
      for (let parent = element.parentElement; parent && parent.tagName !== 'MAIN'; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    return [...document.querySelectorAll('main *')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        // Visually hidden text (dnd-kit's live region) is a pixel wide and overflows nothing.
        return box.width > 1 && box.height > 1 && (box.right > width + 1 || box.left < -1) && !inScrollingBox(element);
      })
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} in ${element.parentElement?.tagName.toLowerCase()}.${[...(element.parentElement?.classList ?? [])].join('.')}: ${element.outerHTML.slice(0, 80)}`)
      .slice(0, 5)
      .concat(document.documentElement.scrollWidth > width ? [`page: ${document.documentElement.scrollWidth} > ${width}`] : []);
  });

beforeAll(async () => {
  // The first-run wizard would open over an owner's pages; here both sites are set up.
  for (const site of ['acme', 'other'] as const) {
    expect((await (await ownerOf(site)).json('POST', '/api/settings/general', { settings: { onboardingComplete: true } })).status).toBe(200);
  }
});

describe.each([
  ['1280 px', 'acme', DESKTOP],
  ['375 px', 'other', PHONE],
] as const)('course sections in Arabic at %s', (width, site, viewport) => {
  it('a teacher makes two sections, drags and moves lessons into them, publishes; a student sees the curriculum with counts and times', async () => {
    const { origin, teacher, courseId, lessonIds } = await teachersCourse(site);
    const { context, page } = await signedInPage(platform.browser, origin, teacher, 'ar', viewport);
    await page.goto(`${origin}/admin/courses/${courseId}`);
    await islandsHydrated(page);
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');

    for (const title of [FIRST, SECOND]) {
      await page.getByLabel(ar.teaching.sections.newTitle).fill(title);
      await page.getByRole('button', { name: ar.teaching.sections.add }).click();
      await expect.poll(() => page.getByTestId('section-row').filter({ hasText: title }).count()).toBe(1);
    }
    expect(await rowNames(page)).toEqual([FATIHA, BAQARA, IMRAN, NISA, FIRST, SECOND]);

    // A pointer drag: النساء goes under the second section's heading.
    await drag(page, lessonHandle(page, NISA), page.getByTestId('section-row').filter({ hasText: SECOND }));
    await expect.poll(() => rowNames(page)).toEqual([FATIHA, BAQARA, IMRAN, FIRST, SECOND, NISA]);
    await expect.poll(() => movedNotice(page)).toBe(fill(ar.teaching.sections.lessonMoved, { name: NISA, place: SECOND, position: '١', count: '١' }));

    // The keyboard: آل عمران, then البقرة, one step down each, past the first section's heading.
    await moveByKeyboard(lessonHandle(page, IMRAN), page, ['ArrowDown']);
    await expect.poll(() => rowNames(page)).toEqual([FATIHA, BAQARA, FIRST, IMRAN, SECOND, NISA]);
    await expect.poll(() => movedNotice(page)).toBe(fill(ar.teaching.sections.lessonMoved, { name: IMRAN, place: FIRST, position: '١', count: '١' }));
    await moveByKeyboard(lessonHandle(page, BAQARA), page, ['ArrowDown']);
    await expect.poll(() => rowNames(page)).toEqual([FATIHA, FIRST, BAQARA, IMRAN, SECOND, NISA]);
    // Saved: the confirmation says where it went.
    await expect.poll(() => movedNotice(page)).toBe(fill(ar.teaching.sections.lessonMoved, { name: BAQARA, place: FIRST, position: '١', count: '٢' }));
    // And the second section above the first, its lesson with it.
    await moveByKeyboard(sectionHandle(page, SECOND), page, ['ArrowUp']);
    await expect.poll(() => rowNames(page)).toEqual([FATIHA, SECOND, NISA, FIRST, BAQARA, IMRAN]);
    await expect.poll(() => movedNotice(page)).toBe(fill(ar.teaching.sections.sectionMoved, { name: SECOND, position: '١', count: '٢' }));
    // Saved, but not yet what students see.
    const student = await newSignedInStudent(origin);
    expect((await student.client.json('POST', `/api/courses/${courseId}/register/`)).status).toBe(200);
    const studentOrder = async () => (await student.client.json<{ name: string }[]>('GET', `/api/courses/${courseId}/materials`)).body.map((lesson) => lesson.name);
    expect(await studentOrder()).toEqual([FATIHA, BAQARA, IMRAN, NISA]);
    await page.reload();
    await islandsHydrated(page);
    expect(await rowNames(page)).toEqual([FATIHA, SECOND, NISA, FIRST, BAQARA, IMRAN]);
    await page.getByRole('button', { name: ar.teaching.publishOrder }).click();
    await expect.poll(() => page.getByText(ar.teaching.orderPublished).isVisible()).toBe(true);
    expect(await studentOrder()).toEqual([FATIHA, NISA, BAQARA, IMRAN]);

    // The two panes: the open lesson's form beside the list on a wide screen, below it on a phone.
    await page.getByTestId('lesson-row').filter({ hasText: BAQARA }).getByRole('button', { name: ar.teaching.edit }).click();
    const form = page.locator('form.lesson-editor');
    await expect.poll(() => form.getByLabel(ar.teaching.lessonName).inputValue()).toBe(BAQARA);
    const list = (await page.locator('.lesson-pane-list').boundingBox())!;
    const editor = (await page.locator('.lesson-pane-editor').boundingBox())!;
    if (width === '1280 px') {
      // Side by side, the list at the start (the right, in Arabic), using the page's width.
      expect(editor.x + editor.width).toBeLessThanOrEqual(list.x + 1);
      expect(list.width + editor.width).toBeGreaterThan(900);
    } else {
      expect(editor.y).toBeGreaterThanOrEqual(list.y + list.height - 1);
    }
    expect(await overflowing(page)).toEqual([]);
    await context.close();

    // The student's course page: sections with their lesson counts and times, in the published order.
    const asStudent = await signedInPage(platform.browser, origin, student.client, 'ar', viewport);
    await asStudent.page.goto(`${origin}/courses/${courseId}`);
    const groups = asStudent.page.getByTestId('curriculum-group');
    expect(await groups.locator('h3').allTextContents()).toEqual([SECOND, FIRST]);
    const count = (n: number) => translatorFor('ar')('catalogue.lessonsCount', { count: n });
    expect(await groups.getByTestId('section-summary').allTextContents()).toEqual([`${count(1)} · ${formatMinutes('ar', 15)}`, `${count(2)} · ${formatMinutes('ar', 25)}`]);
    expect(await asStudent.page.locator('[data-testid="curriculum"] .lesson-name').allTextContents()).toEqual([FATIHA, NISA, BAQARA, IMRAN]);
    expect(await overflowing(asStudent.page)).toEqual([]);
    // The lesson page's list and "next" follow the same order.
    await asStudent.page.goto(`${origin}/courses/${courseId}/lessons/${lessonIds[0]}`);
    expect(await asStudent.page.getByTestId('curriculum-lesson').locator('.curriculum-name').allTextContents()).toEqual([FATIHA, NISA, BAQARA, IMRAN]);
    expect(await asStudent.page.locator('.curriculum h3').allTextContents()).toEqual([SECOND, FIRST]);
    expect(await asStudent.page.locator('a[rel="next"]').getAttribute('href')).toBe(`/courses/${courseId}/lessons/${lessonIds[3]}`);
    await asStudent.context.close();
  });
});

describe.each(['ar', 'en'] as const)('accessibility of course sections in %s', (language: Language) => {
  it.each(['light', 'dark'] as const)('%s: the editor and the course page have no axe violations', async (theme) => {
    const { origin, teacher, courseId, lessonIds } = await teachersCourse('acme', { dark: theme === 'dark' });
    const section = await teacher.json<{ id: string }>('POST', `/api/courses/${courseId}/sections`, { title: FIRST });
    await teacher.json('POST', `/api/courses/${courseId}/sections`, { title: SECOND });
    expect(
      (await teacher.json('PUT', `/api/courses/${courseId}/curriculum`, { lessons: [lessonIds[0]], sections: [{ id: section.body.id, lessons: lessonIds.slice(1) }, { id: (await teacher.json<{ id: string }[]>('GET', `/api/courses/${courseId}/sections`)).body[1]!.id, lessons: [] }] })).status,
    ).toBe(200);
    const { context, page } = await signedInPage(platform.browser, origin, teacher, language, DESKTOP);
    await page.goto(`${origin}/admin/courses/${courseId}`);
    await islandsHydrated(page);
    expect(await page.getAttribute('html', 'data-theme')).toBe(theme);
    // With a lesson's form open, the order unpublished, and a move confirmed.
    await page.getByTestId('lesson-row').first().getByRole('button', { name: catalogues[language].teaching.edit }).click();
    await page.locator('form.lesson-editor').waitFor();
    // The certificate designer's sandboxed preview is a frame axe cannot enter (certificates.e2e.ts checks it).
    await expectNoAxeViolations(page, { exclude: ['[data-testid="certificate-preview"]'] });
    await page.getByRole('button', { name: catalogues[language].teaching.publishOrder }).click();
    await page.getByText(catalogues[language].teaching.orderPublished).waitFor();
    await page.goto(`${origin}/courses/${courseId}`);
    await page.getByTestId('curriculum-group').first().waitFor();
    await expectNoAxeViolations(page);
    await context.close();
    // A visitor's copy of the course page too.
    const visitor = await newContext(platform.browser, DESKTOP);
    await visitor.addCookies([{ name: 'lang', value: language, url: origin }]);
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`${origin}/courses/${courseId}`);
    expect(await visitorPage.getByTestId('curriculum-group').count()).toBe(1);
    await expectNoAxeViolations(visitorPage);
    await visitor.close();
  });
});
