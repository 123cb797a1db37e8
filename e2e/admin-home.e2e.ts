import { describe, expect, it } from 'vitest';
import { catalogues, type Language } from '@halaqa/shared/i18n/index';
import { signedInClient } from '@halaqa/infra/testing/accounts';
import { formatEgp } from '@halaqa/shared/money';
import { ACME, usePlatform } from './support/platform';
import { expectNoAxeViolations, signedInPage } from './support/pages';

/**
 * Issue #44, item 11: the admin home opens on the month at a glance, revenue, new students and
 * work to grade, each a way to where it is worked on; in Arabic on a phone and in English on a
 * desktop, light and dark. (The figures' sums, and that another site's never count, are in
 * site/tests/order-receipts.int.spec.ts.)
 */
const platform = usePlatform();
const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } as const;
const WIDE = { viewport: { width: 1280, height: 900 } } as const;

describe.each([
  ['ar', PHONE, false],
  ['ar', PHONE, true],
  ['en', WIDE, false],
  ['en', WIDE, true],
] as [Language, typeof PHONE | typeof WIDE, boolean][])('the admin home in %s at %o, dark mode %s', (language, screen, darkMode) => {
  it('shows the month at a glance, each figure a link to its page, with no axe violations', async () => {
    const texts = catalogues[language];
    const owner = await signedInClient(platform.acme, ACME.ownerEmail, ACME.ownerPassword);
    expect((await owner.json('PUT', '/api/users/me', { settings: JSON.stringify({ darkMode, lang: language }) })).status).toBe(200);
    const { context, page } = await signedInPage(platform.browser, platform.acme, owner, language, screen);
    await page.goto(`${platform.acme}/admin`);
    expect(await page.locator('html').getAttribute('data-theme')).toBe(darkMode ? 'dark' : 'light');
    const glance = page.getByRole('region', { name: texts.teaching.glance.title });
    const revenue = glance.getByRole('link', { name: new RegExp(texts.teaching.glance.revenue) });
    expect(await revenue.getAttribute('href')).toBe('/admin/orders');
    // No sale on this platform's sites: nothing earned, written in the page's digits and currency.
    expect(await page.getByTestId('glance-revenue').locator('.admin-glance-value').textContent()).toBe(formatEgp(0, language));
    expect(await glance.getByRole('link', { name: new RegExp(texts.teaching.glance.newStudents) }).getAttribute('href')).toBe('/admin/users');
    expect(await glance.getByRole('link', { name: new RegExp(texts.teaching.glance.toGrade) }).getAttribute('href')).toBe('/teacher');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(screen.viewport.width);
    await expectNoAxeViolations(page);
    await context.close();
  });
});
