import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@halaqa/shared/i18n/index';
import { newSignedInStudent, signedInClient } from '@halaqa/infra/testing/accounts';
import { MOBILE, newContext } from '@halaqa/infra/testing/browser';
import type { SiteClient } from '@halaqa/infra/testing/site-client';
import { expectNoAxeViolations, islandsHydrated, signedInPage } from './support/pages';
import { ACME, usePlatform } from './support/platform';

/**
 * Issue #44, item 14: a visitor, who has no settings to say, gets the mode their system asks for
 * (prefers-color-scheme), from the first paint and on a cached page too; axe finds nothing on the
 * visitors' pages in either. A signed-in user keeps what their settings say (dark mode off by
 * default, platform-core §4), whatever their system asks.
 */
const platform = usePlatform();
const PHONE = { ...MOBILE, viewport: { width: 375, height: 740 } };
const WIDE = { viewport: { width: 1280, height: 800 } };
const DARK_BACKGROUND = 'rgb(20, 18, 24)';
const LIGHT_BACKGROUND = 'rgb(250, 249, 252)';
let visitorPages: string[];
let student: SiteClient;

beforeAll(async () => {
  const owner = await signedInClient(platform.acme, ACME.ownerEmail, ACME.ownerPassword);
  expect((await owner.json('POST', '/api/settings/general', { settings: { onboardingComplete: true } })).status).toBe(200);
  const course = await owner.json<{ id: string }>('POST', '/api/courses', { name: `الوضع الليلي — Night mode ${Date.now()}`, description: 'دورة للزوار.' });
  expect(course.status).toBe(201);
  visitorPages = ['/', '/courses', `/courses/${course.body.id}`, '/sign-in', '/sign-up', '/terms'];
  student = (await newSignedInStudent(platform.acme)).client;
});

const backgroundOf = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

async function visitorPage(language: Language, colorScheme: 'light' | 'dark', screen: typeof PHONE | typeof WIDE) {
  const context = await newContext(platform.browser, { ...screen, colorScheme });
  await context.addCookies([{ name: 'lang', value: language, url: platform.acme }]);
  return { context, page: await context.newPage() };
}

describe.each([
  ['ar', '375 px', PHONE],
  ['en', '1280 px', WIDE],
] as [Language, string, typeof PHONE | typeof WIDE][])('a visitor in %s at %s', (language, _width, screen) => {
  it.each(['dark', 'light'] as const)('whose system asks for %s mode sees every visitor page in it, with no axe violations', async (colorScheme) => {
    const { context, page } = await visitorPage(language, colorScheme, screen);
    for (const path of visitorPages) {
      await page.goto(`${platform.acme}${path}`);
      await islandsHydrated(page);
      expect(await page.getAttribute('html', 'data-theme'), path).toBe('system');
      expect(await backgroundOf(page), path).toBe(colorScheme === 'dark' ? DARK_BACKGROUND : LIGHT_BACKGROUND);
      await expectNoAxeViolations(page);
    }
    await context.close();
  });
});

it('follows the system on a page kept for visitors too: the same copy serves a light and a dark visitor', async () => {
  const dark = await visitorPage('ar', 'dark', WIDE);
  const light = await visitorPage('ar', 'light', WIDE);
  // The first visit keeps the page; the second, on the other mode, is served that copy.
  await dark.page.goto(`${platform.acme}/courses`);
  const served = await light.page.goto(`${platform.acme}/courses`);
  expect(served?.headers()['x-halaqa-cache']).toBe('hit');
  expect(await backgroundOf(dark.page)).toBe(DARK_BACKGROUND);
  expect(await backgroundOf(light.page)).toBe(LIGHT_BACKGROUND);
  await Promise.all([dark.context.close(), light.context.close()]);
});

it("keeps a signed-in user's own setting whatever their system asks: light by default, dark when chosen", async () => {
  const { context, page } = await signedInPage(platform.browser, platform.acme, student, 'en', { ...WIDE, colorScheme: 'dark' });
  await page.goto(`${platform.acme}/dashboard`);
  expect(await page.getAttribute('html', 'data-theme')).toBe('light');
  expect(await backgroundOf(page)).toBe(LIGHT_BACKGROUND);
  expect((await student.json('PUT', '/api/users/me', { settings: JSON.stringify({ darkMode: true }) })).status).toBe(200);
  const { context: lightSystem, page: chosenDark } = await signedInPage(platform.browser, platform.acme, student, 'en', { ...WIDE, colorScheme: 'light' });
  await chosenDark.goto(`${platform.acme}/dashboard`);
  expect(await chosenDark.getAttribute('html', 'data-theme')).toBe('dark');
  expect(await backgroundOf(chosenDark)).toBe(DARK_BACKGROUND);
  await Promise.all([context.close(), lightSystem.close()]);
});
