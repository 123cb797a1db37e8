import type { Page } from 'playwright-core';
import { formatEgp } from '@halaqa/shared/money';
import { beforeAll, describe, expect, it } from 'vitest';
import { newSignedInStudent, signedInClient } from '@halaqa/infra/testing/accounts';
import { newContext } from '@halaqa/infra/testing/browser';
import { useCommerce } from '@halaqa/infra/testing/commerce-server';
import { waitForMail } from '@halaqa/infra/testing/mailbox';
import { PAYMOB_TEST_CARD } from '@halaqa/infra/testing/paymob-stub';
import type { SiteClient } from '@halaqa/infra/testing/site-client';
import { catalogues } from '@halaqa/shared/i18n/index';
import { ACME, usePlatform } from './support/platform';

/**
 * Issue #11: a student buys two courses on a phone in Arabic (right to left, 375 px): the cart's
 * badge, /cart with the total in Arabic digits, the gateway's hosted page with the test card,
 * back registered with a receipt; and a declined card that leaves nothing registered.
 */
const { sites: platform, commerce } = useCommerce(usePlatform);

const { ar } = catalogues;
const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } as const;
let owner: SiteClient;
let counter = 0;

async function course(price: number, per: string): Promise<{ id: string; name: string }> {
  counter += 1;
  const name = `Sarf ${counter} ${Date.now()}`;
  const { status, body } = await owner.json<{ id: string }>('POST', '/api/courses', { name, description: 'Morphology', price: { price, per } });
  expect(status).toBe(201);
  return { id: body.id, name };
}

async function studentPage(): Promise<{ page: Page; client: SiteClient; email: string }> {
  const { client, student } = await newSignedInStudent(platform.acme);
  const context = await newContext(platform.browser, PHONE);
  await context.addCookies([
    { name: 'lang', value: 'ar', url: platform.acme },
    { name: 'session', value: client.sessionCookie!, url: platform.acme },
  ]);
  return { page: await context.newPage(), client, email: student.email };
}

async function addToCart(page: Page, courseId: string): Promise<void> {
  await page.goto(`${platform.acme}/courses/${courseId}`);
  await page.getByRole('button', { name: ar.catalogue.enrol.addToCart }).click();
  await page.getByText(ar.catalogue.enrol.inCart).waitFor();
}

async function payWith(page: Page, card: string): Promise<void> {
  await page.getByRole('button', { name: ar.payments.cart.checkout }).click();
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
    await addToCart(page, lifetime.id);
    await addToCart(page, monthly.id);

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
    await page.getByTestId('cart-paid').waitFor();
    expect(await page.getByTestId('cart-paid').textContent()).toContain(ar.payments.cart.paid);
    expect(new URL(page.url()).search).toBe('');
    expect(await page.evaluate(() => window.localStorage.getItem('cart'))).toBe('[]');
    // The emptied cart takes its badge away (no red "0", issue #44).
    await expect.poll(() => page.getByTestId('cart-count').isVisible()).toBe(false);

    for (const bought of [lifetime, monthly]) {
      await expect.poll(async () => (await client.json<{ viewer: { registered: boolean } }>('GET', `/api/courses/${bought.id}`)).body.viewer.registered, { timeout: 15_000 }).toBe(true);
    }
    let receipt = await waitForMail(email, 20_000);
    while (!receipt.text.includes(lifetime.name)) receipt = await waitForMail(email, 20_000);
    expect(receipt.text).toContain(monthly.name);
    await page.context().close();
  });

  it('leaves nothing registered when the card is declined, and says so on /cart', async () => {
    const wanted = await course(90, 'lifetime');
    const { page, client } = await studentPage();
    await addToCart(page, wanted.id);
    await page.goto(`${platform.acme}/cart`);
    await payWith(page, '4111111111111111');
    await page.getByTestId('cart-failed').waitFor();
    expect(await page.getByTestId('cart-failed').textContent()).toBe(ar.payments.cart.failed);
    expect(await page.getByTestId('cart-line').count()).toBe(1);
    expect((await client.json<{ viewer: { registered: boolean } }>('GET', `/api/courses/${wanted.id}`)).body.viewer.registered).toBe(false);
    await page.context().close();
  });
});
