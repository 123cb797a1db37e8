import { formatEgp } from '@halaqa/shared/money';
import { beforeAll, describe, expect, it } from 'vitest';
import { newSignedInStudent, signedInClient } from '@halaqa/infra/testing/accounts';
import { newContext } from '@halaqa/infra/testing/browser';
import { useCommerce } from '@halaqa/infra/testing/commerce-server';
import { buyCourses, eventually } from '@halaqa/infra/testing/course-purchase';
import type { SiteClient } from '@halaqa/infra/testing/site-client';
import { catalogues } from '@halaqa/shared/i18n/index';
import { ACME, usePlatform } from './support/platform';

/**
 * Issue #11: a teacher whose course sold opens "Analytics and earnings" on a phone in Arabic
 * (right to left, 375 px): the chart and balance, a payout method refused without the spec's
 * checkbox and saved with it, then a payout of the whole balance in the history.
 */
const { sites: platform, commerce } = useCommerce(usePlatform);
const { ar } = catalogues;
const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } as const;
let teacher: SiteClient;

beforeAll(async () => {
  const owner = await signedInClient(platform.acme, ACME.ownerEmail, ACME.ownerPassword);
  const made = await newSignedInStudent(platform.acme);
  expect((await owner.json('PUT', `/api/users/${made.id}`, { isTeacher: true })).status).toBe(200);
  teacher = made.client;
  const course = await owner.json<{ course_id: string }>('POST', '/api/courses', { name: `Nahw ${Date.now()}`, description: 'Grammar', price: { price: 100, per: 'lifetime' }, trainer_id: made.id });
  expect(course.status).toBe(201);
  await buyCourses((await newSignedInStudent(platform.acme)).client, [course.body.course_id], commerce.paymob.apiUrl);
  expect(await eventually(async () => (await teacher.json<{ balance: number }>('GET', '/api/teacher/earnings')).body.balance === 95)).toBe(true);
}, 120_000);

describe('a teacher’s earnings on a phone, in Arabic', () => {
  it('shows the chart and balance, confirms the payout method by its checkbox, and asks for a payout', async () => {
    const context = await newContext(platform.browser, PHONE);
    await context.addCookies([
      { name: 'lang', value: 'ar', url: platform.acme },
      { name: 'session', value: teacher.sessionCookie!, url: platform.acme },
    ]);
    const page = await context.newPage();
    await page.goto(`${platform.acme}/teacher`);
    await page.getByRole('link', { name: ar.earnings.title }).click();
    await page.waitForURL(`${platform.acme}/teacher/earnings`);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.getByTestId('balance').textContent()).toBe(formatEgp(95, 'ar'));
    await expect.poll(() => page.getByTestId('earnings-chart').locator('.recharts-bar-rectangle').count()).toBeGreaterThan(0);
    expect(await page.getByLabel(ar.earnings.request.amount).isDisabled()).toBe(true);

    await page.getByLabel(ar.earnings.method.walletNumber).fill('01012345678');
    await page.getByRole('button', { name: ar.earnings.method.save }).click();
    await page.getByText(ar.validation.payoutConfirm).waitFor();
    expect(await page.getByTestId('payout-method').textContent()).toBe(ar.earnings.method.none);

    await page.getByLabel(ar.earnings.method.confirm).check();
    await page.getByRole('button', { name: ar.earnings.method.save }).click();
    await page.getByText(ar.earnings.method.saved).waitFor();
    expect(await page.getByTestId('payout-method').textContent()).toContain('01012345678');

    await page.getByRole('button', { name: ar.earnings.request.submit }).click();
    await page.getByText(ar.earnings.request.sent).waitFor();
    await expect.poll(() => page.getByTestId('payout-status').textContent()).toBe(ar.earnings.statuses.pending);
    expect(await page.getByTestId('balance').textContent()).toBe(formatEgp(0, 'ar'));
    expect(await page.getByTestId('pending').textContent()).toBe(formatEgp(95, 'ar'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await context.close();
  });
});
