import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogues } from '@halaqa/shared/i18n/index';
import { newSignedInStudent, signedInClient } from '@halaqa/infra/testing/accounts';
import type { SiteClient } from '@halaqa/infra/testing/site-client';
import { halaqaCli } from '@halaqa/infra/testing/tenant-cli';
import { expectNoAxeViolations, islandsHydrated, signedInPage } from './support/pages';
import { ACME, OTHER, usePlatform } from './support/platform';

/**
 * Issue #15: every modal dialog comes from React Aria Components. In Arabic on a 375 px phone, in
 * light and dark, each opens titled with the focus inside, fits the screen, has no axe violations,
 * and closes on Escape with the focus back on the button that opened it (the wizard opens by
 * itself on load, so it has no opener to go back to).
 */
const platform = usePlatform();
const { ar } = catalogues;
const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true } as const;
let acmeOwner: SiteClient;
let otherOwner: SiteClient;

beforeAll(async () => {
  acmeOwner = await signedInClient(platform.acme, ACME.ownerEmail, ACME.ownerPassword);
  otherOwner = await signedInClient(platform.other, OTHER.ownerEmail, OTHER.ownerPassword);
  expect((await acmeOwner.json('POST', '/api/settings/general', { settings: { onboardingComplete: true } })).status).toBe(200);
  // The other site is on the free plan with its one course: a second one opens the upgrade dialog.
  expect((await halaqaCli(['tenant', 'plan', '--domain', OTHER.domain, '--plan', 'free'], platform.databaseUrl)).code).toBe(0);
  expect((await otherOwner.json('POST', '/api/courses', { name: 'النحو' })).status).toBe(201);
}, 60_000);

const isFocused = (element: Locator) => element.evaluate((node) => node === document.activeElement);

/** Open, titled `title`, the focus inside, on screen whole, and axe finds nothing on the page. */
async function expectOpenModal(page: Page, title: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
  expect(await dialog.getByRole('heading', { level: 2 }).textContent()).toBe(title);
  await expect.poll(() => dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  const box = (await dialog.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  await expectNoAxeViolations(page);
  return dialog;
}

/** Escape closes it and the focus is back on `opener`. */
async function expectEscapeReturnsTo(page: Page, dialog: Locator, opener: Locator) {
  await page.keyboard.press('Escape');
  await expect.poll(() => dialog.count()).toBe(0);
  await expect.poll(() => isFocused(opener)).toBe(true);
}

async function setDarkMode(owner: SiteClient, darkMode: boolean) {
  expect((await owner.json('PUT', '/api/users/me', { settings: JSON.stringify({ darkMode }) })).status).toBe(200);
}

describe.each([false, true])('the dialogs in Arabic on a phone, dark mode %s', (darkMode) => {
  it('the access and deletion dialogs of /admin/users', async () => {
    await setDarkMode(acmeOwner, darkMode);
    const { student } = await newSignedInStudent(platform.acme, { name: `هند ${darkMode ? 'سالم' : 'ناصر'}` });
    const { context, page } = await signedInPage(platform.browser, platform.acme, acmeOwner, 'ar', PHONE);
    await page.goto(`${platform.acme}/admin/users`);
    expect(await page.locator('html').getAttribute('data-theme')).toBe(darkMode ? 'dark' : 'light');
    await islandsHydrated(page);
    await page.getByLabel(ar.users.search).fill(student.email);
    await expect.poll(() => page.getByTestId('user-row').count()).toBe(1);
    const row = page.getByTestId('user-row');

    const makeAdmin = row.getByRole('button', { name: ar.users.makeAdmin });
    await makeAdmin.click();
    const access = await expectOpenModal(page, ar.users.access.title.replace('{{name}}', student.name));
    await expectEscapeReturnsTo(page, access, makeAdmin);

    const remove = row.getByRole('button', { name: ar.users.delete });
    await remove.click();
    const deletion = await expectOpenModal(page, ar.users.deletion.title.replace('{{name}}', student.name));
    await expectEscapeReturnsTo(page, deletion, remove);
    // Closing without confirming deleted nothing.
    expect(await page.getByTestId('user-row').count()).toBe(1);
    await context.close();
  });

  it('the upgrade dialog when the plan refuses a course', async () => {
    await setDarkMode(otherOwner, darkMode);
    expect((await otherOwner.json('POST', '/api/settings/general', { settings: { onboardingComplete: true } })).status).toBe(200);
    const { context, page } = await signedInPage(platform.browser, platform.other, otherOwner, 'ar', PHONE);
    await page.goto(`${platform.other}/admin/courses/new`);
    await islandsHydrated(page);
    await page.getByLabel(ar.teaching.courseName).fill('الصرف');
    await page.getByLabel(ar.teaching.description).fill('من الحروف إلى الجمل');
    const create = page.getByRole('button', { name: ar.teaching.create });
    await create.click();
    const upgrade = await expectOpenModal(page, ar.plans.dialog.limitTitle);
    await expectEscapeReturnsTo(page, upgrade, create);
    await context.close();
  });

  it('the first-run wizard, which Escape closes', async () => {
    await setDarkMode(otherOwner, darkMode);
    expect((await otherOwner.json('POST', '/api/settings/general', { settings: { onboardingComplete: false } })).status).toBe(200);
    const { context, page } = await signedInPage(platform.browser, platform.other, otherOwner, 'ar', PHONE);
    await page.goto(`${platform.other}/`);
    const wizard = await expectOpenModal(page, ar.wizard.steps.welcome);
    await page.keyboard.press('Escape');
    await expect.poll(() => wizard.count()).toBe(0);
    await context.close();
  });
});
