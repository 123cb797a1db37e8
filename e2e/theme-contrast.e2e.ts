import { beforeAll, describe, expect, it } from 'vitest';
import { newSignedInStudent, signedInClient } from '@halaqa/infra/testing/accounts';
import type { SiteClient } from '@halaqa/infra/testing/site-client';
import { expectNoAxeViolations, islandsHydrated, signedInPage } from './support/pages';
import { OTHER, usePlatform } from './support/platform';

/**
 * Issue #15: a theme colour that is unreadable as text (a light cyan on white) or behind white
 * text still gives readable pages, light and dark, because text in the theme colour uses its
 * readable shade and text on it the colour that reads there (shared/src/theme-shades.ts).
 */
const platform = usePlatform();
const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } as const;
let students: Record<'light' | 'dark', SiteClient>;
let pages: string[];

beforeAll(async () => {
  // This file's platform is its own: the colour is changed for its tests only.
  const client = await signedInClient(platform.other, OTHER.ownerEmail, OTHER.ownerPassword);
  const saved = await client.json('POST', '/api/settings/general', { settings: { onboardingComplete: true, themeColor: '#00bcd4', secThemeColor: '#ffeb3b' } });
  expect(saved.status).toBe(200);
  const course = (await client.json<{ id: string }>('POST', '/api/courses', { name: `الألوان ${Date.now()}`, price: { price: 0, per: 'lifetime' } })).body;
  const lesson = (await client.json<{ id: string }>('POST', `/api/courses/${course.id}/materials`, { name: 'الدرس الأول', type: 'article', content: '<p>نص</p>' })).body;
  const light = await newSignedInStudent(platform.other);
  const dark = await newSignedInStudent(platform.other);
  expect((await dark.client.json('PUT', '/api/users/me', { settings: JSON.stringify({ darkMode: true }) })).status).toBe(200);
  for (const student of [light, dark]) expect((await student.client.json('POST', `/api/courses/${course.id}/register/`)).status).toBeLessThan(300);
  students = { light: light.client, dark: dark.client };
  pages = ['/', '/courses', `/courses/${course.id}`, `/courses/${course.id}/lessons/${lesson.id}`, '/dashboard'];
});

describe.each(['ar', 'en'] as const)('a light cyan theme colour in %s', (language) => {
  it.each(['light', 'dark'] as const)('%s mode: a student’s pages have no axe violations at 375 px', async (mode) => {
    const { context, page } = await signedInPage(platform.browser, platform.other, students[mode], language, PHONE);
    for (const path of pages) {
      await page.goto(`${platform.other}${path}`);
      await islandsHydrated(page);
      expect(await page.getAttribute('html', 'data-theme')).toBe(mode);
      await expectNoAxeViolations(page);
    }
    // The theme colour is still the owner's where it fills: the scrolled header, the buttons.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--theme-color').trim())).toBe('#00bcd4');
    await context.close();
  });
});
