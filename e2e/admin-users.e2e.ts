import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { catalogues, type Language } from '@halaqa/shared/i18n/index';
import { newSignedInStudent, signedInClient } from '@halaqa/infra/testing/accounts';
import { SiteClient } from '@halaqa/infra/testing/site-client';
import { expectNoAxeViolations, islandsHydrated, signedInPage } from './support/pages';
import { ACME, usePlatform } from './support/platform';

/**
 * Issue #14: the owner manages the site's users at /admin/users, in Arabic, on a desktop and on
 * a phone: finds a student by name and makes them an admin with one right over one course, filters
 * by role, suspends and unsuspends another user, deletes a third after confirming, and is told by
 * the site that they cannot suspend or delete themselves. Someone without manage-users gets the
 * Forbidden page; axe finds nothing in Arabic and English, light and dark.
 */
const platform = usePlatform();
const { ar } = catalogues;
const SIZES = {
  desktop: { viewport: { width: 1280, height: 900 } },
  phone: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
} as const;
let owner: SiteClient;
let ownerId: string;
let course: { id: string; name: string };

type Role = { role: string; rights: string[]; adminCourses: string[] };
async function listed(id: string): Promise<{ role: Role; suspended: boolean } | undefined> {
  const { body } = await owner.json<{ id: string; role: Role; suspended: boolean }[]>('GET', '/api/users');
  return body.find((user) => user.id === id);
}

beforeAll(async () => {
  owner = await signedInClient(platform.acme, ACME.ownerEmail, ACME.ownerPassword);
  ownerId = (await owner.json<{ user: { id: string } }>('GET', '/api/users/info')).body.user.id;
  await owner.json('POST', '/api/settings/general', { settings: { onboardingComplete: true } });
  const made = await owner.json<{ id: string; name: string }>('POST', '/api/courses', { name: `النحو ${Date.now()}` });
  expect(made.status).toBe(201);
  course = made.body;
  expect((await owner.json('POST', '/api/courses', { name: `الصرف ${Date.now()}` })).status).toBe(201);
});

/** The one row of the list after searching for `text` (with the search field's label in the page's language). */
async function findRow(page: Page, text: string, searchLabel = ar.users.search) {
  await islandsHydrated(page);
  await page.getByLabel(searchLabel).fill(text);
  await expect.poll(() => page.getByTestId('user-row').count()).toBe(1);
  return page.getByTestId('user-row');
}

const noPageWideOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe.each(Object.keys(SIZES) as (keyof typeof SIZES)[])('the owner manages users in Arabic on a %s', (size) => {
  it('promotes a student found by search, suspends and unsuspends one, deletes one, and cannot act on themself', async () => {
    const surname = size === 'desktop' ? 'حسن' : 'منصور';
    const learner = await newSignedInStudent(platform.acme, { name: `ليلى ${surname}` });
    const suspended = await newSignedInStudent(platform.acme, { name: `سارة ${surname}` });
    const leaving = await newSignedInStudent(platform.acme, { name: `يوسف ${surname}` });
    const { context, page } = await signedInPage(platform.browser, platform.acme, owner, 'ar', SIZES[size]);

    await page.goto(`${platform.acme}/admin`);
    await page.getByRole('link', { name: ar.users.title }).click();
    await page.waitForURL(`${platform.acme}/admin/users`);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');

    // Promote: one right, one course, one call.
    let row = await findRow(page, `ليلى ${surname}`);
    expect(await row.textContent()).toContain(learner.student.email);
    await row.getByRole('button', { name: ar.users.makeAdmin }).click();
    const access = page.getByRole('dialog', { name: ar.users.access.title.replace('{{name}}', `ليلى ${surname}`) });
    await access.getByLabel(ar.users.rights['modify-courses']).check();
    await access.getByLabel(course.name).check();
    await access.getByRole('button', { name: ar.users.access.save }).click();
    await page.getByText(ar.users.done.accessSaved.replace('{{name}}', `ليلى ${surname}`)).waitFor();
    expect(await access.count()).toBe(0);
    expect(await row.getByTestId('user-roles').textContent()).toBe(ar.users.roles.admin);
    expect((await listed(learner.id))?.role).toEqual({ role: 'admin', rights: ['modify-courses'], adminCourses: [course.id], adminServices: [] });
    await page.getByLabel(ar.users.roleFilter).selectOption({ label: ar.users.roles.admin });
    expect(await page.getByTestId('user-row').filter({ hasText: learner.student.email }).count()).toBe(1);
    expect(await page.getByTestId('user-row').filter({ hasText: suspended.student.email }).count()).toBe(0);
    await page.getByLabel(ar.users.roleFilter).selectOption({ label: ar.users.allRoles });

    // Suspend, then unsuspend: the session ends at once, and signing in works again after.
    row = await findRow(page, suspended.student.email);
    await row.getByRole('button', { name: ar.users.suspend }).click();
    await page.getByText(ar.users.done.suspended.replace('{{name}}', `سارة ${surname}`)).waitFor();
    expect(await row.getByTestId('user-status').textContent()).toBe(ar.users.suspended);
    expect((await suspended.client.json('GET', '/api/users/info')).status).toBe(401);
    await row.getByRole('button', { name: ar.users.unsuspend }).click();
    await page.getByText(ar.users.done.unsuspended.replace('{{name}}', `سارة ${surname}`)).waitFor();
    expect(await row.getByTestId('user-status').textContent()).toBe(ar.users.active);
    expect((await listed(suspended.id))?.suspended).toBe(false);

    // Delete, after saying yes in the dialog.
    row = await findRow(page, `يوسف ${surname}`);
    await row.getByRole('button', { name: ar.users.delete }).click();
    const deletion = page.getByRole('dialog', { name: ar.users.deletion.title.replace('{{name}}', `يوسف ${surname}`) });
    await deletion.getByRole('button', { name: ar.users.deletion.confirm }).click();
    await page.getByText(ar.users.done.deleted.replace('{{name}}', `يوسف ${surname}`)).waitFor();
    expect(await page.getByTestId('user-row').count()).toBe(0);
    expect(await listed(leaving.id)).toBeUndefined();

    // The owner's own row (issue #44, item 11) offers nothing that would lock them out: no
    // suspend, demote or delete (the site refuses them anyway), only the way to their profile.
    row = await findRow(page, ACME.ownerEmail);
    for (const action of [ar.users.suspend, ar.users.delete, ar.users.removeAdmin, ar.users.editAccess]) {
      expect({ action, buttons: await row.getByRole('button', { name: action }).count() }).toEqual({ action, buttons: 0 });
    }
    expect(await row.getByRole('link', { name: ar.users.ownAccount }).getAttribute('href')).toBe('/profile');
    expect((await owner.json('POST', `/api/users/${ownerId}/suspend`)).status).toBe(403);
    expect(await listed(ownerId)).toMatchObject({ role: { role: 'owner' }, suspended: false });

    expect(await noPageWideOverflow(page)).toBe(true);
    await context.close();
  });
});

describe('someone without manage-users', () => {
  it('gets the Forbidden page, and no link to it', async () => {
    const admin = await newSignedInStudent(platform.acme);
    expect((await owner.json('PUT', `/api/users/${admin.id}/admin-access`, { rights: ['modify-courses'] })).status).toBe(200);
    const { context, page } = await signedInPage(platform.browser, platform.acme, admin.client, 'ar');
    await page.goto(`${platform.acme}/admin`);
    expect(await page.getByRole('link', { name: ar.users.title }).count()).toBe(0);
    const reply = await page.goto(`${platform.acme}/admin/users`);
    expect(reply?.status()).toBe(403);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(ar.errors.forbidden);
    expect(await page.getByTestId('user-row').count()).toBe(0);
    await context.close();
  });
});

describe.each(['ar', 'en'] as Language[])('accessibility of /admin/users in %s', (language) => {
  it.each([false, true])('has no axe violations with dark mode %s, the access dialog open too', async (darkMode) => {
    const { student } = await newSignedInStudent(platform.acme, { name: 'Hind Salem' });
    expect((await owner.json('PUT', '/api/users/me', { settings: JSON.stringify({ darkMode }) })).status).toBe(200);
    const { context, page } = await signedInPage(platform.browser, platform.acme, owner, language);
    await page.goto(`${platform.acme}/admin/users`);
    expect(await page.locator('html').getAttribute('data-theme')).toBe(darkMode ? 'dark' : 'light');
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);

    const texts = catalogues[language].users;
    const row = await findRow(page, student.email, texts.search);
    await row.getByRole('button', { name: texts.makeAdmin }).click();
    await page.getByRole('dialog').waitFor();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await context.close();
  });
});
