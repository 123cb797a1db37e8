import type { Page } from 'playwright-core';
import { formatEgp } from '@halaqa/shared/money';
import { beforeAll, describe, expect, it } from 'vitest';
import { newSignedInStudent, signedInClient } from '@halaqa/infra/testing/accounts';
import { newContext } from '@halaqa/infra/testing/browser';
import { useCommerce } from '@halaqa/infra/testing/commerce-server';
import { waitForMail } from '@halaqa/infra/testing/mailbox';
import { PAYMOB_TEST_CARD } from '@halaqa/infra/testing/paymob-stub';
import type { SiteClient } from '@halaqa/infra/testing/site-client';
import { catalogues, type Language } from '@halaqa/shared/i18n/index';
import { ACME, usePlatform } from './support/platform';
import { expectNoAxeViolations } from './support/pages';

/**
 * Issue #11: a student buys two courses on a phone in Arabic (right to left, 375 px): the cart's
 * badge, /cart with the total in Arabic digits, the gateway's hosted page with the test card,
 * back registered with a receipt; and a declined card that leaves nothing registered.
 */
const { sites: platform, commerce } = useCommerce(usePlatform);

const { ar } = catalogues;
const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } as const;
const WIDE = { viewport: { width: 1280, height: 900 } } as const;
let owner: SiteClient;
let counter = 0;

type Course = { id: string; name: string; price: number; per: 'lifetime' | 'month' };

async function course(price: number, per: Course['per']): Promise<Course> {
  counter += 1;
  const name = `Sarf ${counter} ${Date.now()}`;
  const { status, body } = await owner.json<{ id: string }>('POST', '/api/courses', { name, description: 'Morphology', price: { price, per } });
  expect(status).toBe(201);
  return { id: body.id, name, price, per };
}

async function studentPage(language: Language = 'ar', screen: typeof PHONE | typeof WIDE = PHONE): Promise<{ page: Page; client: SiteClient; email: string }> {
  const { client, student } = await newSignedInStudent(platform.acme);
  const context = await newContext(platform.browser, screen);
  await context.addCookies([
    { name: 'lang', value: language, url: platform.acme },
    { name: 'session', value: client.sessionCookie!, url: platform.acme },
  ]);
  return { page: await context.newPage(), client, email: student.email };
}

/**
 * The course page's one primary action (issue #44, item 1), "Buy for ٢٥٠ ج.م." in Arabic digits
 * (with its period when it has one), puts the course in the cart and goes to checkout there.
 */
async function buy(page: Page, bought: Course, language: Language = 'ar'): Promise<void> {
  const texts = catalogues[language];
  await page.goto(`${platform.acme}/courses/${bought.id}`);
  const price = formatEgp(bought.price, language) + (bought.per === 'lifetime' ? '' : ` ${texts.catalogue.per[bought.per]}`);
  const panel = page.getByTestId('enrol-panel');
  expect(await panel.getByRole('button', { name: texts.catalogue.enrol.register }).count()).toBe(0);
  await Promise.all([page.waitForURL(`${platform.acme}/cart`), panel.getByRole('button', { name: texts.catalogue.enrol.buy.replace('{{price}}', price) }).click()]);
}

async function payWith(page: Page, card: string, language: Language = 'ar'): Promise<void> {
  await page.getByRole('button', { name: catalogues[language].payments.cart.checkout }).click();
  await page.waitForURL((url) => url.href.startsWith(`${commerce.paymob.apiUrl}/unifiedcheckout/`));
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Name on card').fill('Test Buyer');
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVV').fill('123');
  await Promise.all([page.waitForURL((url) => url.href.startsWith(`${platform.acme}/cart`)), page.getByRole('button', { name: /^Pay / }).click()]);
}

beforeAll(async () => {
  owner = await signedInClient(platform.acme, ACME.ownerEmail, ACME.ownerPassword);
});

describe('buying courses on a phone, in Arabic', () => {
  it('adds two courses, sees the badge and the total, pays with the test card and lands registered with a receipt', async () => {
    const lifetime = await course(250, 'lifetime');
    const monthly = await course(120, 'month');
    const { page, client, email } = await studentPage();
    await buy(page, lifetime);
    await buy(page, monthly);

    await page.goto(`${platform.acme}/courses`);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await expect.poll(() => page.getByTestId('cart-count').textContent()).toMatch(/^(2|٢)$/);

    // The stored cart hydrates without React's mismatch error (#418: the header read it first).
    const reactErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /react|hydrat/i.test(message.text())) reactErrors.push(message.text());
    });
    page.on('pageerror', (error) => reactErrors.push(error.message));
    await page.goto(`${platform.acme}/cart`);
    await expect.poll(() => page.getByTestId('cart-line').count()).toBe(2);
    expect(reactErrors).toEqual([]);
    const total = formatEgp(370, 'ar');
    await expect.poll(() => page.getByTestId('cart-total').textContent()).toBe(total);
    expect(total).toMatch(/[٠-٩]/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await payWith(page, PAYMOB_TEST_CARD);
    // The thank-you page (issue #44, item 2): the order's number as the receipt gives it, what
    // was bought with "Start now" on each, and the receipt.
    await page.waitForURL((url) => url.pathname === '/thank-you');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(ar.payments.thankYou.title);
    const orderNumber = (await page.getByTestId('order-number').textContent())!;
    expect(orderNumber).toMatch(/^R-\d{6}$/);
    expect(await page.getByTestId('order-total').textContent()).toBe(total);
    // The order's lines come in the commerce service's order, not the cart's.
    expect((await page.getByTestId('bought-course').locator('strong').allTextContents()).sort()).toEqual([lifetime.name, monthly.name].sort());
    const starts = page.getByRole('link', { name: ar.payments.thankYou.start });
    expect((await starts.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).sort()).toEqual([`/courses/${lifetime.id}`, `/courses/${monthly.id}`].sort());
    const receiptLink = page.getByRole('link', { name: ar.payments.thankYou.receipt });
    expect(await receiptLink.getAttribute('href')).toBe(`/api/payments/receipt/${orderNumber}`);
    const pdf = await page.evaluate(async (href) => {
      const response = await fetch(href);
      return { status: response.status, type: response.headers.get('content-type') };
    }, `/api/payments/receipt/${orderNumber}`);
    expect(pdf).toEqual({ status: 200, type: 'application/pdf' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(page);
    expect((await client.json('PUT', '/api/users/me', { settings: JSON.stringify({ darkMode: true, lang: 'ar' }) })).status).toBe(200);
    await page.reload();
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => window.localStorage.getItem('cart'))).toBe('[]');
    // The emptied cart takes its badge away (no red "0", issue #44).
    await expect.poll(() => page.getByTestId('cart-count').isVisible()).toBe(false);

    for (const bought of [lifetime, monthly]) {
      await expect.poll(async () => (await client.json<{ viewer: { registered: boolean } }>('GET', `/api/courses/${bought.id}`)).body.viewer.registered, { timeout: 15_000 }).toBe(true);
    }
    let receipt = await waitForMail(email, 20_000);
    while (!receipt.text.includes(lifetime.name)) receipt = await waitForMail(email, 20_000);
    expect(receipt.text).toContain(monthly.name);
    // The mail gives the number the thank-you page does, never the commerce service's order id.
    expect(receipt.text).toContain(orderNumber);
    expect(receipt.text).not.toMatch(/order_[0-9A-Z]{10,}/);
    await page.context().close();
  });

  it('in English on a wide screen: "Buy for EGP 250", pays and opens the course from the thank-you page', async () => {
    const { en } = catalogues;
    const wanted = await course(250, 'lifetime');
    await owner.json('POST', `/api/courses/${wanted.id}/materials`, { name: 'Roots and patterns', type: 'article' });
    const { page } = await studentPage('en', WIDE);
    await buy(page, wanted, 'en');
    await payWith(page, PAYMOB_TEST_CARD, 'en');
    await page.waitForURL((url) => url.pathname === '/thank-you');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(en.payments.thankYou.title);
    expect(await page.getByTestId('order-total').textContent()).toBe(formatEgp(250, 'en'));
    // "Start now" opens the first lesson, which the buyer may now see.
    await Promise.all([page.waitForURL(/\/lessons\//), page.getByRole('link', { name: en.payments.thankYou.start }).click()]);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Roots and patterns');
    await page.context().close();
  });

  it('leaves nothing registered when the card is declined, and says so on /cart', async () => {
    const wanted = await course(90, 'lifetime');
    const { page, client } = await studentPage();
    await buy(page, wanted);
    await payWith(page, '4111111111111111');
    await page.getByTestId('cart-failed').waitFor();
    expect(await page.getByTestId('cart-failed').textContent()).toBe(ar.payments.cart.failed);
    expect(await page.getByTestId('cart-line').count()).toBe(1);
    expect((await client.json<{ viewer: { registered: boolean } }>('GET', `/api/courses/${wanted.id}`)).body.viewer.registered).toBe(false);
    await page.context().close();
  });
});
