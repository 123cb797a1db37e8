import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogues, type Language } from '@halaqa/shared/i18n/index';
import { formatEgp } from '@halaqa/shared/money';
import { newSignedInStudent, signedInClient } from '@halaqa/infra/testing/accounts';
import { useCommerce } from '@halaqa/infra/testing/commerce-server';
import { buyCourses, eventually } from '@halaqa/infra/testing/course-purchase';
import type { SiteClient } from '@halaqa/infra/testing/site-client';
import { expectNoAxeViolations, islandsHydrated, signedInPage } from './support/pages';
import { ACME, usePlatform } from './support/platform';

/**
 * Issue #44, item 5: the owner refunds part of an order, then the rest, from /admin/orders through
 * the refund dialog (named, the focus inside, Escape closes; no confirm()): the part keeps the
 * buyer's access, the rest ends it. In Arabic on a phone (the amount typed in Arabic digits) and
 * in English on a desktop, light and dark, with no axe violations on the page or the dialog.
 */
const { sites: platform, commerce } = useCommerce(usePlatform);
const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } as const;
const WIDE = { viewport: { width: 1280, height: 900 } } as const;
const ARABIC_DIGITS = (text: string) => text.replace(/[0-9]/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));

let owner: SiteClient;
let counter = 0;

beforeAll(async () => {
  owner = await signedInClient(platform.acme, ACME.ownerEmail, ACME.ownerPassword);
  // The first-run wizard would open over the page (e2e/dialogs.e2e.ts covers it).
  expect((await owner.json('POST', '/api/settings/general', { settings: { onboardingComplete: true } })).status).toBe(200);
});

const isFocused = (element: Locator) => element.evaluate((node) => node === document.activeElement);

/** Opens the refund dialog: named by its title, the focus inside it, within the screen. */
async function openDialog(page: Page, opener: Locator, title: string): Promise<Locator> {
  await opener.click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  await expect.poll(() => dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  return dialog;
}

describe.each([
  ['ar', PHONE, false],
  ['ar', PHONE, true],
  ['en', WIDE, false],
  ['en', WIDE, true],
] as [Language, typeof PHONE | typeof WIDE, boolean][])('refunding in %s at %o, dark mode %s', (language, screen, darkMode) => {
  it('refunds part of an order, keeping the access, then the rest, ending it, through the dialog', async () => {
    const texts = catalogues[language];
    const orders = texts.payments.orders;
    counter += 1;
    const name = `Nahw ${counter} ${Date.now()}`;
    const created = await owner.json<{ id: string; course_id: string }>('POST', '/api/courses', { name, description: 'Grammar', price: { price: 300, per: 'lifetime' } });
    expect(created.status).toBe(201);
    const buyer = await newSignedInStudent(platform.acme, { name: language === 'ar' ? `سلمى ${darkMode ? 'سالم' : 'ناصر'}` : `Salma ${darkMode ? 'Salem' : 'Nasser'}` });
    await buyCourses(buyer.client, [created.body.course_id], commerce.paymob.apiUrl);
    const registered = async () => (await buyer.client.json<{ viewer: { registered: boolean } }>('GET', `/api/courses/${created.body.id}`)).body.viewer.registered;
    expect(await eventually(registered)).toBe(true);

    expect((await owner.json('PUT', '/api/users/me', { settings: JSON.stringify({ darkMode, lang: language }) })).status).toBe(200);
    const { context, page } = await signedInPage(platform.browser, platform.acme, owner, language, screen);
    await page.goto(`${platform.acme}/admin/orders`);
    expect(await page.locator('html').getAttribute('data-theme')).toBe(darkMode ? 'dark' : 'light');
    await islandsHydrated(page);
    const row = page.getByTestId('order').filter({ hasText: buyer.student.email });
    const title = orders.dialogTitle.replace('{{buyer}}', buyer.student.name as string);
    const opener = row.getByRole('button', { name: orders.refund });

    // Opened, it is named, holds the focus, fits the screen; Escape closes it and gives the focus back.
    let dialog = await openDialog(page, opener, title);
    expect(await dialog.getByText(orders.dialogBody.replace('{{total}}', formatEgp(300, language)).replace('{{refunded}}', formatEgp(0, language)).replace('{{remaining}}', formatEgp(300, language))).count()).toBe(1);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => isFocused(opener)).toBe(true);
    expect(await registered()).toBe(true);

    // A part: 100, typed in the page's digits; the access stays.
    dialog = await openDialog(page, opener, title);
    const amount = dialog.getByRole('textbox', { name: orders.amountLabel });
    expect(await amount.inputValue()).toBe('300');
    await amount.fill(language === 'ar' ? ARABIC_DIGITS('100') : '100');
    await dialog.getByRole('button', { name: orders.confirm.replace('{{amount}}', formatEgp(100, language)) }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await page.getByText(orders.partDone).waitFor();
    expect(await registered()).toBe(true);
    await page.reload();
    await islandsHydrated(page);
    const partly = orders.partlyRefunded.replace('{{amount}}', formatEgp(100, language));
    await expect.poll(async () => (await page.reload(), await row.getByTestId('order-status').textContent()), { timeout: 15_000 }).toBe(partly);
    await islandsHydrated(page);
    await expectNoAxeViolations(page);

    // The rest, offered as the amount: a full refund, which ends the access.
    dialog = await openDialog(page, opener, title);
    expect(await dialog.getByRole('textbox', { name: orders.amountLabel }).inputValue()).toBe('200');
    await dialog.getByRole('button', { name: orders.confirm.replace('{{amount}}', formatEgp(200, language)) }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await page.getByText(orders.refundDone).waitFor();
    expect(await row.getByRole('button', { name: orders.refund }).count()).toBe(0);
    expect(await registered()).toBe(false);
    await expect.poll(async () => (await page.reload(), await row.getByTestId('order-status').textContent()), { timeout: 15_000 }).toBe(orders.refunded);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(screen.viewport.width);
    await expectNoAxeViolations(page);
    await context.close();
  });
});
