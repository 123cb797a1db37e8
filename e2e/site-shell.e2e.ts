import { describe, expect, it } from 'vitest';
import { catalogues } from '@halaqa/shared/i18n/index';
import { newSignedInStudent } from '@halaqa/infra/testing/accounts';
import { MOBILE, newContext } from '@halaqa/infra/testing/browser';
import { usePlatform } from './support/platform';

/** Issue #4 journeys on the site shell: direction, the drawer, the language switch, the header rules, the bell. */
const platform = usePlatform();
const { ar, en } = catalogues;

describe('the site shell', () => {
  it('starts in Arabic, right to left, with the drawer sliding in from the left at 375px', async () => {
    const context = await newContext(platform.browser, { ...MOBILE, viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    await page.goto(`${platform.acme}/`);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    const drawer = page.getByTestId('drawer');
    // The drawer (React Aria's modal) exists only while open.
    expect(await drawer.count()).toBe(0);
    await page.getByRole('button', { name: ar.nav.openMenu }).click();
    await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0);
    expect(await drawer.getByRole('link', { name: ar.common.signIn }).isVisible()).toBe(true);
    expect(await drawer.getByRole('link', { name: ar.nav.courses }).isVisible()).toBe(true);
    await context.close();
  });

  it('switches to English: the direction flips and the cookies are set', async () => {
    const context = await newContext(platform.browser);
    const page = await context.newPage();
    await page.goto(`${platform.acme}/`);
    await Promise.all([page.waitForEvent('load'), page.getByLabel(ar.common.language).selectOption('en')]);
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('ltr');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    const cookies = Object.fromEntries((await context.cookies(platform.acme)).map((cookie) => [cookie.name, cookie.value]));
    expect(cookies).toMatchObject({ lang: 'en', direction: 'ltr' });
    expect(await page.getByRole('link', { name: en.nav.courses }).first().isVisible()).toBe(true);
    await context.close();
  });

  it('hides the header where the spec says and shows it elsewhere', async () => {
    const context = await newContext(platform.browser);
    const page = await context.newPage();
    for (const [path, shown] of [['/', true], ['/sign-in', false], ['/sign-up', false], ['/forgot-password', true]] as const) {
      await page.goto(`${platform.acme}${path}`);
      expect(await page.locator('header.site-header').count(), path).toBe(shown ? 1 : 0);
    }
    await context.close();
  });

  it('shows unread notifications with a red dot, and opening the bell marks them read', async () => {
    const student = await newSignedInStudent(platform.acme);
    const follower = await newSignedInStudent(platform.acme, { name: 'Omar Farouk' });
    await follower.client.json('POST', `/api/users/${student.id}/follow`);

    const context = await newContext(platform.browser);
    await context.addCookies([
      { name: 'lang', value: 'en', url: platform.acme },
      { name: 'session', value: student.client.sessionCookie!, url: platform.acme },
    ]);
    const page = await context.newPage();
    await page.goto(`${platform.acme}/`);
    await page.getByTestId('unread-dot').waitFor();
    await page.getByRole('button', { name: en.notifications.unread }).click();
    const popover = page.getByRole('dialog', { name: en.notifications.bell });
    expect(await popover.textContent()).toContain('Omar Farouk started following you.');
    expect(await popover.textContent()).toContain('just now');
    await expect.poll(() => page.getByTestId('unread-dot').count()).toBe(0);
    await page.reload();
    await page.getByRole('button', { name: en.notifications.bell }).waitFor();
    expect(await page.getByTestId('unread-dot').count()).toBe(0);
    await context.close();
  });
});
