import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { newSignedInStudent, signedInClient } from '@halaqa/infra/testing/accounts';
import { newContext } from '@halaqa/infra/testing/browser';
import type { SiteClient } from '@halaqa/infra/testing/site-client';
import { catalogues, translatorFor } from '@halaqa/shared/i18n/index';
import { ACME, newStudent, usePlatform } from './support/platform';
import { expectNoAxeViolations } from './support/pages';
import { openVerificationMail, signInThroughForm, signUpThroughForm } from './support/sign-up-journey';

/** Issue #5: the catalogue and the course page, as a visitor finds, opens and joins a course. */
const platform = usePlatform();
const { ar, en } = catalogues;
const stamp = Date.now();
const NAHW = `Nahw ${stamp} for beginners`;
const BALAGHA = `Balagha ${stamp} masterclass`;
let owner: SiteClient;
let nahwId: string;
let balaghaId: string;

async function createCourse(fields: Record<string, unknown>): Promise<string> {
  const { status, body } = await owner.json<{ id: string }>('POST', '/api/courses', fields);
  expect(status).toBe(201);
  return body.id;
}

beforeAll(async () => {
  owner = await signedInClient(platform.acme, ACME.ownerEmail, ACME.ownerPassword);
  nahwId = await createCourse({ name: NAHW, description: 'Sentences, cases and their signs.', difficulty: 'beginner', duration: '6 weeks' });
  await owner.json('POST', `/api/courses/${nahwId}/materials`, { name: 'What a sentence is', type: 'article', allowPreview: true, estimatedTime: 10 });
  await owner.json('POST', `/api/courses/${nahwId}/materials`, { name: 'Nominative case', type: 'video', estimatedTime: 25 });
  balaghaId = await createCourse({ name: BALAGHA, description: 'Eloquence in depth.', difficulty: 'advanced', price: { price: 300, per: 'month' } });
});

const cardNames = (page: Page) => page.getByTestId('course-card').getByRole('heading').allTextContents();

describe('the catalogue journey', () => {
  it('in Arabic, right to left: search, filter, open a course, sign up, sign in and register', async () => {
    const context = await newContext(platform.browser);
    const page = await context.newPage();
    await page.goto(`${platform.acme}/courses`);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(ar.catalogue.title);

    await page.getByRole('searchbox', { name: ar.catalogue.searchLabel }).fill(`${stamp}`);
    await Promise.all([page.waitForURL(/q=/), page.getByRole('button', { name: ar.catalogue.search }).click()]);
    expect((await cardNames(page)).sort()).toEqual([BALAGHA, NAHW].sort());

    await page.getByLabel(ar.catalogue.difficultyLabel).selectOption('advanced');
    await Promise.all([page.waitForURL(/difficulty=advanced/), page.getByRole('button', { name: ar.catalogue.search }).click()]);
    expect(await cardNames(page)).toEqual([BALAGHA]);

    await page.getByLabel(ar.catalogue.priceLabel).selectOption('free');
    await Promise.all([page.waitForURL(/price=free/), page.getByRole('button', { name: ar.catalogue.search }).click()]);
    expect(await page.getByTestId('catalogue-empty').textContent()).toBe(ar.catalogue.noMatch);

    await Promise.all([page.waitForURL(/\/courses$/), page.getByRole('link', { name: ar.catalogue.clearFilters }).click()]);
    await page.getByRole('link', { name: NAHW }).click();
    await page.waitForURL(`**/courses/${nahwId}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(NAHW);
    const curriculum = page.getByTestId('curriculum');
    expect(await curriculum.textContent()).toContain('Nominative case');
    expect(await curriculum.getByRole('link', { name: `${ar.catalogue.course.preview}: What a sentence is` }).count()).toBe(1);

    await page.getByRole('link', { name: ar.catalogue.enrol.noAccount }).click();
    const student = newStudent();
    await signUpThroughForm(page, platform.acme, student, ar);
    await openVerificationMail(page, student, ar);
    await signInThroughForm(page, platform.acme, student.email, student.password, ar);
    await page.waitForURL(`${platform.acme}/`);

    await page.goto(`${platform.acme}/courses/${nahwId}`);
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: ar.catalogue.enrol.register }).click()]);
    await page.getByText(ar.catalogue.enrol.registered).waitFor();
    const continueLink = page.getByRole('link', { name: ar.catalogue.enrol.continueLearning });
    expect(await continueLink.getAttribute('href')).toMatch(new RegExp(`^/courses/${nahwId}/lessons/`));
    expect(await page.getByTestId('course-students').textContent()).toBe(translatorFor('ar')('catalogue.studentsCount', { count: 1 }));
    await context.close();
  });

  it('at 375px in English: the paid course goes to the cart, and registering asks for payment', async () => {
    const context = await newContext(platform.browser, { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
    const { client } = await newSignedInStudent(platform.acme);
    await context.addCookies([
      { name: 'lang', value: 'en', url: platform.acme },
      { name: 'session', value: client.sessionCookie!, url: platform.acme },
    ]);
    const page = await context.newPage();
    await page.goto(`${platform.acme}/courses?price=paid&q=${stamp}`);
    expect(await cardNames(page)).toEqual([BALAGHA]);
    // Intl puts a no-break space between the currency and the amount.
    expect((await page.getByTestId('course-price').first().textContent())?.replace(/\s+/g, ' ').trim()).toBe('EGP 300 per month');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await page.getByRole('link', { name: BALAGHA }).tap();
    await page.waitForURL(`**/courses/${balaghaId}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // One primary action on a priced course (issue #44, item 1): buying it, never a "Register"
    // that answers 402 beside it; it goes into the cart and on to checkout.
    const panel = page.getByTestId('enrol-panel');
    expect(await panel.getByRole('button', { name: en.catalogue.enrol.register }).count()).toBe(0);
    expect(await panel.locator('button:not(.secondary-action):not(.link-button)').allTextContents()).toEqual([en.catalogue.enrol.buy.replace('{{price}}', 'EGP\u00a0300 per month')]);
    await Promise.all([page.waitForURL(`${platform.acme}/cart`), panel.getByRole('button', { name: /^Buy for / }).tap()]);
    await expect.poll(() => page.getByTestId('cart-line').textContent()).toContain(BALAGHA);
    expect(await page.getByRole('alert').count()).toBe(0);
    const publicId = ((await owner.json<{ course_id: string }>('GET', `/api/courses/${balaghaId}`)).body).course_id;
    expect(await page.evaluate(() => JSON.parse(window.localStorage.getItem('cart') ?? '[]'))).toEqual([{ course_id: publicId }]);
    await page.goBack();
    await page.getByText(en.catalogue.enrol.inCart).waitFor();

    await page.getByRole('button', { name: en.catalogue.enrol.favorite }).tap();
    await page.getByRole('button', { name: en.catalogue.enrol.unfavorite }).waitFor();
    await context.close();
  });
});

describe.each(['ar', 'en'] as const)('accessibility of the catalogue in %s', (language) => {
  it.each([
    ['/courses', 'visitor'],
    ['course page', 'visitor'],
    ['course page', 'registered student'],
  ])('%s for a %s has no axe violations', async (which, who) => {
    const context = await newContext(platform.browser);
    const cookies: { name: string; value: string; url: string }[] = [{ name: 'lang', value: language, url: platform.acme }];
    if (who === 'registered student') {
      const { client } = await newSignedInStudent(platform.acme);
      await client.json('POST', `/api/courses/${nahwId}/register/`);
      cookies.push({ name: 'session', value: client.sessionCookie!, url: platform.acme });
    }
    await context.addCookies(cookies);
    const page = await context.newPage();
    await page.goto(`${platform.acme}${which === '/courses' ? '/courses' : `/courses/${nahwId}`}`);
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);
    await context.close();
  });
});
