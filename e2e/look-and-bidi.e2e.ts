import { beforeAll, describe, expect, it } from 'vitest';
import { newSignedInStudent, signedInClient } from '@halaqa/infra/testing/accounts';
import type { SiteClient } from '@halaqa/infra/testing/site-client';
import { translatorFor } from '@halaqa/shared/i18n/index';
import { expectNoAxeViolations, islandsHydrated, signedInPage } from './support/pages';
import { ACME, usePlatform } from './support/platform';

/**
 * Issue #15, look and feel: user content in the other script stays in its own order inside the
 * page's sentences (dir="auto", <bdi>), the star rating is React Aria's radio group (keyboard,
 * mirrored in Arabic, "n of 5 stars"), and the site's Arabic typeface is served from its build.
 */
const platform = usePlatform();
const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } as const;
const COURSE_NAME = `أحكام التجويد ${Date.now()}.`;
const REVIEWER = 'فاطمة الزهراء';
const REVIEW = 'شرح واضح ومفيد.';
const ar = translatorFor('ar');
let courseId: string;
let rater: SiteClient;

beforeAll(async () => {
  const owner = await signedInClient(platform.acme, ACME.ownerEmail, ACME.ownerPassword);
  const created = await owner.json<{ id: string }>('POST', '/api/courses', { name: COURSE_NAME, price: { price: 0, per: 'lifetime' } });
  expect(created.status).toBeLessThan(300);
  courseId = created.body.id;
  expect((await owner.json('POST', `/api/courses/${courseId}/materials`, { name: 'الدرس الأول', type: 'article', content: '<p>نص</p>' })).status).toBeLessThan(300);
  const reviewer = await newSignedInStudent(platform.acme, { name: REVIEWER });
  expect((await reviewer.client.json('POST', `/api/courses/${courseId}/register/`)).status).toBeLessThan(300);
  expect((await reviewer.client.json('POST', `/api/courses/${courseId}/rate`, { rating: 4, notes: REVIEW })).status).toBeLessThan(300);
  const student = await newSignedInStudent(platform.acme);
  expect((await student.client.json('POST', `/api/courses/${courseId}/register/`)).status).toBeLessThan(300);
  rater = student.client;
});

describe('Arabic content in the English interface', () => {
  it('isolates the course name, the reviewer’s name and the review', async () => {
    const { context, page } = await signedInPage(platform.browser, platform.acme, rater, 'en');
    await page.goto(`${platform.acme}/courses`);
    const card = page.getByTestId('course-card').filter({ hasText: COURSE_NAME });
    expect(await card.locator('.course-name').getAttribute('dir')).toBe('auto');
    expect(await card.locator('.course-name').textContent()).toBe(COURSE_NAME);

    await page.goto(`${platform.acme}/courses/${courseId}`);
    const heading = page.locator('h1#course-name');
    expect(await heading.getAttribute('dir')).toBe('auto');
    expect(await heading.textContent()).toBe(COURSE_NAME);
    // The Arabic name sets its own direction: its full stop is at its end, on the left.
    expect(await heading.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');

    const reviews = page.getByTestId('course-reviews');
    const author = reviews.getByTestId('review-author');
    expect(await author.locator('bdi').textContent()).toBe(REVIEWER);
    expect(await author.textContent()).toBe(`by ${REVIEWER}`);
    const notes = reviews.getByText(REVIEW);
    expect(await notes.getAttribute('dir')).toBe('auto');
    await expectNoAxeViolations(page);
    await context.close();
  });
});

describe('the star rating in Arabic at 375 px', () => {
  it('is a radio group the arrow keys move through, mirrored, each star announced as “n of 5 stars”', async () => {
    const { context, page } = await signedInPage(platform.browser, platform.acme, rater, 'ar', PHONE);
    await page.goto(`${platform.acme}/courses/${courseId}`);
    await islandsHydrated(page);
    const group = page.getByRole('radiogroup', { name: ar('catalogue.rating.stars') });
    await group.waitFor();
    expect(await group.getByRole('radio').count()).toBe(5);
    const star = (value: number) => group.getByRole('radio', { name: ar('catalogue.rating.star', { value }) });

    // A finger taps the star drawn over the hidden radio (the radio's label).
    await group.locator('.star', { has: page.getByRole('radio', { name: ar('catalogue.rating.star', { value: 3 }) }) }).click();
    await expect.poll(() => star(3).isChecked()).toBe(true);
    // Right to left: the stars run from the right, so the left arrow gives one more.
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => star(4).isChecked()).toBe(true);
    expect(await star(4).evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await star(3).isChecked()).toBe(false);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => star(2).isChecked()).toBe(true);
    // Filled stars up to the chosen one.
    expect(await group.locator('.star').allTextContents()).toEqual(['★', '★', '☆', '☆', '☆']);

    await page.getByRole('button', { name: ar('catalogue.rating.save') }).click();
    await page.getByText(ar('catalogue.rating.saved')).waitFor();
    await expectNoAxeViolations(page);
    // Saved: the page shows it again as the student's rating.
    await page.reload();
    await islandsHydrated(page);
    await expect.poll(() => star(2).isChecked()).toBe(true);
    await context.close();
  });
});

describe('the site’s typeface', () => {
  it('is served from the site’s build and used for Arabic', async () => {
    const { context, page } = await signedInPage(platform.browser, platform.acme, rater, 'ar', PHONE);
    const fonts: { url: string; status: number }[] = [];
    page.on('response', (response) => {
      if (/\/_astro\/[^/]+\.woff2$/u.test(new URL(response.url()).pathname)) fonts.push({ url: response.url(), status: response.status() });
    });
    await page.goto(`${platform.acme}/courses/${courseId}`);
    const loaded = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].filter((face) => face.family.includes('IBM Plex Sans Arabic') && face.status === 'loaded').map((face) => face.weight);
    });
    expect(loaded.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.fonts.check('16px "IBM Plex Sans Arabic"', 'حلقة'))).toBe(true);
    await expect.poll(() => fonts.length).toBeGreaterThan(0);
    // Two weights in two subsets at most: each file is what a slow phone loads before the page's picture.
    expect(fonts.length).toBeLessThanOrEqual(4);
    for (const font of fonts) {
      expect(font.url.startsWith(`${platform.acme}/_astro/`)).toBe(true);
      expect(font.status).toBe(200);
    }
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain('IBM Plex Sans Arabic');
    await context.close();
  });
});
