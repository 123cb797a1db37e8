import { describe, expect, it } from 'vitest';
import { catalogues, translatorFor } from '@halaqa/shared/i18n/index';
import { formatEgp } from '@halaqa/shared/money';
import { newSignedInStudent, signedInClient } from '@halaqa/infra/testing/accounts';
import { MOBILE, newContext } from '@halaqa/infra/testing/browser';
import { signedInPage } from './support/pages';
import { ACME, usePlatform } from './support/platform';

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
    // A visitor's drawer is the browser's modal dialog (no React on a visitor's page), closed until the menu button opens it.
    expect(await drawer.isVisible()).toBe(false);
    const menuButton = page.getByRole('button', { name: ar.nav.openMenu });
    await menuButton.click();
    await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0);
    expect(await drawer.getByRole('link', { name: ar.common.signIn }).isVisible()).toBe(true);
    expect(await drawer.getByRole('link', { name: ar.nav.courses }).isVisible()).toBe(true);
    // Escape closes it and the focus goes back to the menu button; so does a tap beside it and its close button.
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.isVisible()).toBe(false);
    expect(await menuButton.evaluate((button) => button === document.activeElement)).toBe(true);
    await menuButton.click();
    await page.mouse.click(360, 400);
    await expect.poll(() => drawer.isVisible()).toBe(false);
    await menuButton.click();
    await drawer.getByRole('button', { name: ar.nav.closeMenu }).click();
    await expect.poll(() => drawer.isVisible()).toBe(false);
    await context.close();
  });

  it("ships no React on a visitor's home, catalogue and course pages, and the header still works", async () => {
    const context = await newContext(platform.browser);
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const owner = await signedInClient(platform.acme, ACME.ownerEmail, ACME.ownerPassword);
    const { body: course } = await owner.json<{ id: string; course_id: string }>('POST', '/api/courses', { name: `Sarf ${Date.now()}`, price: { price: 250, per: 'lifetime' } });
    expect(course.id).toBeTruthy();
    for (const path of ['/', '/courses', `/courses/${course.id}`]) {
      await page.goto(`${platform.acme}${path}`, { waitUntil: 'networkidle' });
      expect({ path, islands: await page.locator('astro-island').count() }).toEqual({ path, islands: 0 });
    }
    // React's chunks (react, react-dom, jsx-runtime, Astro's client renderer) and the islands'.
    expect(scripts.filter((script) => /\/(react|react-dom|jsx-runtime|client|SiteHeader|EnrolPanel)\.[\w-]+\.js$/.test(script))).toEqual([]);
    // The course page's script buys the priced course: into the cart and on to checkout.
    const buy = page.getByRole('button', { name: ar.catalogue.enrol.buy.replace('{{price}}', formatEgp(250, 'ar')) });
    await Promise.all([page.waitForURL(`${platform.acme}/cart`), buy.click()]);
    expect(await page.evaluate(() => JSON.parse(window.localStorage.getItem('cart') ?? '[]'))).toEqual([{ course_id: course.course_id }]);
    await page.goto(`${platform.acme}/courses/${course.id}`);
    await page.getByText(ar.catalogue.enrol.inCart).waitFor();
    expect(await buy.isVisible()).toBe(false);
    // The header's script: the cart's count, the scrolled state and the language select.
    await page.goto(`${platform.acme}/courses`);
    await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('1');
    expect(await page.getByTestId('cart-count').isVisible()).toBe(true);
    // Its spoken label in the page's digits, as the server writes it.
    expect(await page.locator('.cart-link').getByText(translatorFor('ar')('nav.cart', { count: 1 })).count()).toBe(1);
    // An emptied cart keeps the cart's link and shows no badge (a red "0" read as a warning, issue #44).
    await page.evaluate(() => window.localStorage.setItem('cart', '[]'));
    await page.reload();
    await expect.poll(() => page.locator('.cart-link').getByText(translatorFor('ar')('nav.cart', { count: 0 })).count()).toBe(1);
    expect(await page.locator('.cart-link').isVisible()).toBe(true);
    expect(await page.getByTestId('cart-count').isVisible()).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(() => page.locator('header.site-header').getAttribute('data-scrolled')).toBe('true');
    await Promise.all([page.waitForEvent('load'), page.getByLabel(ar.common.language).selectOption('fr')]);
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('fr');
    await context.close();
  });

  it("ships no React on a student's home page either (issue #44: within 60 KB), and its header's bell and menu work", async () => {
    const student = await newSignedInStudent(platform.acme, { name: 'Salma Header' });
    const follower = await newSignedInStudent(platform.acme, { name: 'Omar Header' });
    await follower.client.json('POST', `/api/users/${student.id}/follow`);
    const { context, page } = await signedInPage(platform.browser, platform.acme, student.client, 'ar');
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${platform.acme}/`, { waitUntil: 'networkidle' });
    expect(await page.getByTestId('signed-in-as').count()).toBe(1);
    expect(await page.locator('astro-island').count()).toBe(0);
    expect(scripts.filter((script) => /\/(react|react-dom|jsx-runtime|client|SiteHeader)\.[\w-]+\.js$/.test(script))).toEqual([]);
    // The bell counts in Arabic digits, and opening it marks what it holds read.
    const t = translatorFor('ar');
    await page.getByRole('button', { name: t('ownerNotifications.bellUnread', { count: 1 }) }).click();
    const popover = page.getByRole('dialog', { name: ar.notifications.bell });
    await expect.poll(() => popover.getByRole('status').textContent()).toBe(ar.notifications.markedRead);
    expect(await popover.textContent()).toContain('Omar Header');
    await page.keyboard.press('Escape');
    await expect.poll(() => popover.isVisible()).toBe(false);
    // The account menu: the keyboard opens it on its first item and walks it; Escape gives the focus back.
    const account = page.getByRole('button', { name: 'Salma Header' });
    await account.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(ar.account.account);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(ar.account.dashboard);
    await page.keyboard.press('Escape');
    expect(await page.getByRole('menu').count()).toBe(0);
    expect(await account.evaluate((button) => button === document.activeElement)).toBe(true);
    // The language chosen here is the user's, on every device: saved in their settings.
    await Promise.all([page.waitForEvent('load'), page.getByLabel(ar.common.language).selectOption('en')]);
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
    const info = await student.client.json<{ user: { settings: string } }>('GET', '/api/users/info');
    expect(JSON.parse(info.body.user.settings)).toMatchObject({ lang: 'en' });
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
