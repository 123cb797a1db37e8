import { beforeAll, describe, expect, it } from 'vitest';
import { signedInClient } from '@halaqa/infra/testing/accounts';
import { useCommerce } from '@halaqa/infra/testing/commerce-server';
import { PAYMOB_TEST_CARD } from '@halaqa/infra/testing/paymob-stub';
import { halaqaCli } from '@halaqa/infra/testing/tenant-cli';
import { formatEgp } from '@halaqa/shared/money';
import { catalogues } from '@halaqa/shared/i18n/index';
import { expectNoAxeViolations, signedInPage } from './support/pages';
import { OTHER, usePlatform } from './support/platform';

/**
 * Issue #12: the owner of a site on the free plan, in Arabic on a phone, creates a course, then a
 * second one: the plan refuses it and the upgrade dialog says the limit is reached, with the usage
 * and what Pro gives; its upgrade link opens the subscription page in a new tab, with the usage
 * bars and Pro marked as suggested. There the owner upgrades to Pro, pays on the Paymob test
 * double's page, comes back on Pro with the invoice paid, and creates the second course.
 */
const { sites: platform, commerce } = useCommerce(usePlatform);
const { ar } = catalogues;
const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } as const;

beforeAll(async () => {
  expect((await halaqaCli(['tenant', 'plan', '--domain', OTHER.domain, '--plan', 'free'], platform.databaseUrl)).code).toBe(0);
  // The first-run wizard is another journey (wizard.e2e.ts); here the site is already set up.
  const owner = await signedInClient(platform.other, OTHER.ownerEmail, OTHER.ownerPassword);
  await owner.json('POST', '/api/settings/general', { settings: { onboardingComplete: true } });
}, 60_000);

describe('the upgrade dialog on a phone, in Arabic', () => {
  it('opens when the free plan refuses a second course and leads to the subscription page, where the owner upgrades to Pro', async () => {
    const owner = await signedInClient(platform.other, OTHER.ownerEmail, OTHER.ownerPassword);
    const { context, page } = await signedInPage(platform.browser, platform.other, owner, 'ar', PHONE);
    for (const name of ['النحو', 'الصرف']) {
      await page.goto(`${platform.other}/admin/courses/new`);
      await page.getByLabel(ar.teaching.courseName).fill(name);
      await page.getByLabel(ar.teaching.description).fill('من الحروف إلى الجمل');
      await page.getByRole('button', { name: ar.teaching.create }).click();
      if (name === 'النحو') await page.waitForURL(/\/admin\/courses\/[0-9a-f-]{36}$/);
    }

    const dialog = page.getByRole('dialog', { name: ar.plans.dialog.limitTitle });
    await dialog.waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await dialog.getByTestId('upgrade-summary').textContent()).toBe('الدورات والخدمات: ١ من ١ في الخطة المجانية.');
    const features = dialog.getByTestId('upgrade-feature');
    expect(await features.count()).toBe(7);
    expect(await features.first().textContent()).toBe(`${ar.plans.features.projects}٥٠`);
    await expectNoAxeViolations(page, { include: '.upgrade-dialog' });

    const upgrade = dialog.getByRole('link', { name: new RegExp(ar.plans.dialog.upgrade.replace('{{plan}}', ar.plans.names.pro)) });
    expect(await upgrade.getAttribute('target')).toBe('_blank');
    const [subscription] = await Promise.all([context.waitForEvent('page'), upgrade.click()]);
    await subscription.waitForLoadState();
    expect(new URL(subscription.url()).pathname).toBe('/admin/subscription');
    expect(await subscription.getByTestId('current-plan').textContent()).toBe(ar.plans.subscription.current.replace('{{plan}}', ar.plans.names.free));
    expect(await subscription.getByTestId('usage-projects').textContent()).toContain('١ من ١');
    expect(await subscription.getByTestId('plan-pro').textContent()).toContain(ar.plans.subscription.suggested);
    await expectNoAxeViolations(subscription);

    // Maybe later closes the dialog; the course was not made.
    await page.getByRole('button', { name: ar.plans.dialog.maybeLater }).last().click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(page.url()).toBe(`${platform.other}/admin/courses/new`);

    // Upgrade to Pro (monthly) on the subscription page, paid on Paymob's hosted page.
    await subscription.getByTestId('choose-pro').click();
    await subscription.waitForURL((url) => url.href.startsWith(`${commerce.paymob.apiUrl}/unifiedcheckout/`));
    expect(await subscription.textContent('body')).toContain('799');
    await subscription.getByLabel('Card number').fill(PAYMOB_TEST_CARD);
    await subscription.getByLabel('Name on card').fill('Site Owner');
    await subscription.getByLabel('Expiry (MM/YY)').fill('12/30');
    await subscription.getByLabel('CVV').fill('123');
    await subscription.getByLabel('Save my card for future payments').check();
    await subscription.getByRole('button', { name: /^Pay / }).click();
    await subscription.waitForURL((url) => url.pathname === '/admin/subscription' && url.search === '');
    expect(await subscription.getByTestId('subscription-notice').textContent()).toBe(ar.plans.manage.paidNow.replace('{{plan}}', ar.plans.names.pro));
    expect(await subscription.getByTestId('current-plan').textContent()).toBe(ar.plans.subscription.current.replace('{{plan}}', ar.plans.names.pro));
    expect(await subscription.getByTestId('usage-projects').textContent()).toContain('١ من ٥٠');
    const invoice = subscription.getByTestId('invoices').locator('tbody tr');
    expect(await invoice.getAttribute('data-status')).toBe('paid');
    expect(await invoice.textContent()).toContain(formatEgp(799, 'ar'));
    expect(await subscription.getByTestId('subscription-state').textContent()).toMatch(/^فوترة شهرية/);
    // The saved card renews the plan automatically; the page names it by its last digits. Paymob's
    // card token callback travels on its own (gateway → commerce → site), so it may land a moment later.
    await expect
      .poll(async () => (await subscription.reload(), await subscription.getByTestId('renewal-type').textContent()), { timeout: 20_000, interval: 500 })
      .toMatch(/^يتجدد تلقائيًا: .*8769/);
    await expectNoAxeViolations(subscription);

    // The receipt downloads as a PDF named after the invoice.
    const [download] = await Promise.all([subscription.waitForEvent('download'), invoice.getByRole('button', { name: ar.plans.manage.receipt }).click()]);
    expect(download.suggestedFilename()).toMatch(/^receipt-[0-9a-f-]{36}\.pdf$/);
    // A receipt the server cannot print says so beside its button, not at the top of the panel
    // (issue #44, item 4: it once appeared 759 px above it).
    await subscription.route('**/api/tenants/receipt/**', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: ar.errors.pdfsUnavailable }) }));
    const receiptButton = invoice.getByRole('button', { name: ar.plans.manage.receipt });
    await receiptButton.click();
    const besideIt = invoice.getByRole('alert');
    expect(await besideIt.textContent()).toBe(ar.errors.pdfsUnavailable);
    const [button, alert] = await Promise.all([receiptButton.boundingBox(), besideIt.boundingBox()]);
    expect(Math.abs(alert!.y - button!.y)).toBeLessThan(120);
    await subscription.unroute('**/api/tenants/receipt/**');

    // Back in the first tab, the second course is made.
    await page.getByRole('button', { name: ar.teaching.create }).click();
    await page.waitForURL(/\/admin\/courses\/[0-9a-f-]{36}$/);
    await context.close();
  });
});
