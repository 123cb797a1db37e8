import { beforeAll, describe, expect, it } from 'vitest';
import { catalogues, type Language } from '@halaqa/shared/i18n/index';
import { newSignedInStudent, signedInClient, signUpVerified } from '@halaqa/infra/testing/accounts';
import { MOBILE, newContext } from '@halaqa/infra/testing/browser';
import { SiteClient } from '@halaqa/infra/testing/site-client';
import { ACME, newStudent, usePlatform } from './support/platform';
import { expectNoAxeViolations, islandsHydrated, signedInPage } from './support/pages';
import { openVerificationMail, signInThroughForm } from './support/sign-up-journey';

/**
 * Issue #15, the account side: back to the page one came from after signing in or up, a footer
 * that leads everywhere (the legal texts included), and the profile's password change, account
 * deletion and sessions. In Arabic on a 375 px phone, in dark mode where a student can have it.
 */
const platform = usePlatform();
const ar = catalogues.ar;
const PHONE = { ...MOBILE, viewport: { width: 375, height: 812 } };
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const TERMS = '<h2>القواعد</h2><p>كن لطيفًا مع زملائك.</p>';
const PRIVACY = '<p>نحتفظ ببريدك الإلكتروني فقط.</p>';

let courseId: string;
beforeAll(async () => {
  const owner = await signedInClient(platform.acme, ACME.ownerEmail, ACME.ownerPassword);
  expect((await owner.json('POST', '/api/settings/general', { settings: { aboutVisible: true } })).status).toBe(200);
  expect((await owner.json('POST', '/api/settings/legal', { settings: { termsOfService: TERMS, privacyPolicy: PRIVACY } })).status).toBe(200);
  const course = await owner.json<{ id: string }>('POST', '/api/courses', { name: `النحو للمبتدئين ${Date.now()}` });
  expect(course.status).toBe(201);
  courseId = course.body.id;
});

async function arabicPhone() {
  const context = await newContext(platform.browser, PHONE);
  await context.addCookies([{ name: 'lang', value: 'ar', url: platform.acme }]);
  return { context, page: await context.newPage() };
}

/** A verified student signed in with dark mode on, in Arabic, on the phone. */
async function darkStudentOnPhone() {
  const signedIn = await newSignedInStudent(platform.acme, { name: 'منى حسن' });
  expect((await signedIn.client.json('PUT', '/api/users/me', { settings: JSON.stringify({ darkMode: true, lang: 'ar' }) })).status).toBe(200);
  const { context, page } = await signedInPage(platform.browser, platform.acme, signedIn.client, 'ar', PHONE);
  return { ...signedIn, context, page };
}

describe('back where one came from', () => {
  it('signs in from a course page and lands on that course page (Arabic, 375 px)', async () => {
    const student = newStudent();
    await signUpVerified(new SiteClient(platform.acme), student);
    const { context, page } = await arabicPhone();
    await page.goto(`${platform.acme}/courses/${courseId}`);
    await page.getByRole('link', { name: ar.catalogue.enrol.signInToRegister }).click();
    await page.waitForURL(`${platform.acme}/sign-in?returnTo=%2Fcourses%2F${courseId}`);
    await islandsHydrated(page);
    await page.getByLabel(ar.signIn.email).fill(student.email);
    await page.getByLabel(ar.signIn.password).fill(student.password);
    await page.getByRole('button', { name: ar.signIn.submit }).click();
    await page.waitForURL(`${platform.acme}/courses/${courseId}`);
    expect(await page.getByTestId('enrol-panel').getByRole('link', { name: ar.catalogue.enrol.signInToRegister }).count()).toBe(0);
    await context.close();
  });

  it('signs up from a course page, verifies by mail and signs in back on that course page (Arabic, 375 px)', async () => {
    const student = newStudent({ name: 'سارة أحمد' });
    const { context, page } = await arabicPhone();
    await page.goto(`${platform.acme}/courses/${courseId}`);
    await page.getByRole('link', { name: ar.catalogue.enrol.noAccount }).click();
    await page.waitForURL(`${platform.acme}/sign-up?returnTo=%2Fcourses%2F${courseId}`);
    await islandsHydrated(page);
    await page.getByLabel(ar.signUp.name).fill(student.name);
    await page.getByLabel(ar.signUp.email).fill(student.email);
    await page.getByLabel(ar.signUp.password, { exact: true }).fill(student.password);
    await page.getByLabel(ar.signUp.confirmPassword).fill(student.password);
    await page.getByLabel(ar.signUp.telephone).fill(student.telephone);
    await page.getByLabel(ar.signUp.acceptTerms).check();
    await page.getByRole('button', { name: ar.signUp.submit }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toBe(ar.signUp.checkEmail.replace('{{email}}', student.email));

    await openVerificationMail(page, student, ar);
    await page.getByRole('main').getByRole('link', { name: ar.common.signIn }).click();
    await page.waitForURL(`${platform.acme}/sign-in?returnTo=%2Fcourses%2F${courseId}`);
    await islandsHydrated(page);
    await page.getByLabel(ar.signIn.email).fill(student.email);
    await page.getByLabel(ar.signIn.password).fill(student.password);
    await page.getByRole('button', { name: ar.signIn.submit }).click();
    await page.waitForURL(`${platform.acme}/courses/${courseId}`);
    await context.close();
  });

  it('opens the terms and the privacy policy from the sign-up form in a new tab', async () => {
    const { context, page } = await arabicPhone();
    await page.goto(`${platform.acme}/sign-up`);
    await islandsHydrated(page);
    const [terms] = await Promise.all([context.waitForEvent('page'), page.getByRole('main').getByRole('link', { name: ar.accountPages.legal.terms }).click()]);
    await terms.waitForLoadState();
    expect(new URL(terms.url()).pathname).toBe('/terms');
    expect(await terms.getByRole('heading', { level: 1 }).textContent()).toBe(ar.accountPages.legal.terms);
    expect(await terms.getByText('كن لطيفًا مع زملائك.').isVisible()).toBe(true);
    const [privacy] = await Promise.all([context.waitForEvent('page'), page.getByRole('main').getByRole('link', { name: ar.accountPages.legal.privacy }).click()]);
    await privacy.waitForLoadState();
    expect(await privacy.getByText('نحتفظ ببريدك الإلكتروني فقط.').isVisible()).toBe(true);
    await context.close();
  });
});

describe('the footer', () => {
  it('leads from pages without a header to the about page, the legal texts and the profile (Arabic, 375 px, dark)', async () => {
    const { context, page } = await darkStudentOnPhone();
    const footer = page.getByTestId('site-footer');
    const follow = async (name: string, path: string) => {
      await footer.getByRole('link', { name, exact: true }).click();
      await page.waitForURL(`${platform.acme}${path}`);
    };
    // The about page and the profile have no header (platform-core §2): the footer is the way on.
    await page.goto(`${platform.acme}/about`);
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
    await follow(ar.accountPages.footer.account, '/profile');
    await follow(ar.accountPages.legal.terms, '/terms');
    await follow(ar.accountPages.legal.privacy, '/privacy');
    await follow(ar.nav.about, '/about');
    await follow(ar.nav.courses, '/courses');
    // The footer fits the phone: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await context.close();
  });
});

describe('the profile', () => {
  it('changes the password; the new one signs in and the old one no longer does (Arabic, 375 px, dark)', async () => {
    const { student, context, page } = await darkStudentOnPhone();
    await page.goto(`${platform.acme}/profile`);
    await islandsHydrated(page);
    const form = page.getByRole('region', { name: ar.accountPages.password.title });
    await form.getByLabel(ar.accountPages.password.current).fill('not-my-password');
    await form.getByLabel(ar.accountPages.password.new, { exact: true }).fill('fresh-pass-1');
    await form.getByLabel(ar.accountPages.password.confirm).fill('fresh-pass-2');
    await form.getByRole('button', { name: ar.accountPages.password.submit }).click();
    await expect.poll(() => form.getByText(ar.validation.passwordsMatch).isVisible()).toBe(true);
    await form.getByLabel(ar.accountPages.password.confirm).fill('fresh-pass-1');
    await form.getByRole('button', { name: ar.accountPages.password.submit }).click();
    await expect.poll(() => form.getByRole('alert').textContent()).toBe(ar.errors.wrongPassword);
    await form.getByLabel(ar.accountPages.password.current).fill(student.password);
    await form.getByRole('button', { name: ar.accountPages.password.submit }).click();
    await expect.poll(() => form.getByRole('status').textContent()).toBe(ar.accountPages.password.changed);
    await expectNoAxeViolations(page);
    await context.close();

    const { context: fresh, page: signIn } = await arabicPhone();
    await signInThroughForm(signIn, platform.acme, student.email, student.password, ar);
    await expect.poll(() => signIn.getByRole('alert').textContent()).toBe(ar.errors.incorrectCredentials);
    await signInThroughForm(signIn, platform.acme, student.email, 'fresh-pass-1', ar);
    await signIn.waitForURL(`${platform.acme}/`);
    await fresh.close();
  });

  it('lists sessions as browser on system, with the time since in Arabic', async () => {
    const { student, context, page } = await darkStudentOnPhone();
    const phone = new SiteClient(platform.acme);
    await phone.request('POST', '/api/users/sign-in', { json: { email: student.email, password: student.password }, headers: { 'user-agent': ANDROID_CHROME } });
    await page.goto(`${platform.acme}/profile`);
    const other = page.locator('[data-testid="session"][data-current="false"]').filter({ hasText: 'Android' });
    // The list loads after the page's script runs: wait for the phone's session as a student would.
    await other.waitFor();
    expect(await other.getByTestId('session-device').textContent()).toBe(ar.accountPages.sessions.device.replace('{{browser}}', 'Chrome').replace('{{os}}', 'Android'));
    const now = new Intl.RelativeTimeFormat('ar', { numeric: 'auto' }).format(0, 'second');
    expect(await other.textContent()).toContain(ar.profile.lastSeen.replace('{{when}}', now));
    expect(await other.textContent()).not.toContain('Mozilla/5.0');
    await context.close();
  });

  it('deletes the account with the password and a confirmation, then lands home signed out (Arabic, 375 px, dark)', async () => {
    const { student, context, page } = await darkStudentOnPhone();
    await page.goto(`${platform.acme}/profile`);
    await islandsHydrated(page);
    // The profile fits the phone: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    const form = page.getByRole('region', { name: ar.accountPages.deletion.title });
    // Deleting the account looks like the dangerous action it is (issue #44, item 11): a red fill,
    // not the site's colour every other button has.
    const fill = await form.getByRole('button', { name: ar.accountPages.deletion.submit }).evaluate((button) => getComputedStyle(button).backgroundColor);
    expect(fill).toBe('rgb(179, 38, 30)');
    await form.getByLabel(ar.accountPages.deletion.password).fill(student.password);
    await form.getByRole('button', { name: ar.accountPages.deletion.submit }).click();
    await expect.poll(() => form.getByText(ar.accountPages.deletion.confirmRequired).isVisible()).toBe(true);
    await form.getByLabel(ar.accountPages.deletion.confirm).check();
    await form.getByLabel(ar.accountPages.deletion.password).fill('not-my-password');
    await form.getByRole('button', { name: ar.accountPages.deletion.submit }).click();
    await expect.poll(() => form.getByRole('alert').textContent()).toBe(ar.errors.wrongPassword);
    await expectNoAxeViolations(page);

    await form.getByLabel(ar.accountPages.deletion.password).fill(student.password);
    await form.getByRole('button', { name: ar.accountPages.deletion.submit }).click();
    await page.waitForURL(`${platform.acme}/`);
    expect(await page.getByTestId('signed-in-as').count()).toBe(0);
    await context.close();
    expect((await new SiteClient(platform.acme).json('POST', '/api/users/sign-in', { email: student.email, password: student.password })).status).toBe(401);
  });
});

describe.each([
  ['ar', false],
  ['ar', true],
  ['en', false],
  ['en', true],
] as [Language, boolean][])('axe in %s with dark mode %s', (language, darkMode) => {
  it('finds nothing on the profile, the legal pages and the about page with their footer', async () => {
    const { client } = await newSignedInStudent(platform.acme);
    expect((await client.json('PUT', '/api/users/me', { settings: JSON.stringify({ darkMode, lang: language }) })).status).toBe(200);
    const { context, page } = await signedInPage(platform.browser, platform.acme, client, language, PHONE);
    for (const path of ['/profile', '/terms', '/privacy', '/about']) {
      await page.goto(`${platform.acme}${path}`);
      await islandsHydrated(page);
      expect(await page.locator('html').getAttribute('data-theme')).toBe(darkMode ? 'dark' : 'light');
      await expectNoAxeViolations(page);
    }
    await context.close();
  });
});

describe.each(['ar', 'en'] as const)('axe in %s for visitors (who have no dark mode)', (language) => {
  it('finds nothing on sign-in and sign-up with their return path', async () => {
    const context = await newContext(platform.browser, PHONE);
    await context.addCookies([{ name: 'lang', value: language, url: platform.acme }]);
    const page = await context.newPage();
    for (const path of [`/sign-in?returnTo=%2Fcourses%2F${courseId}`, `/sign-up?returnTo=%2Fcourses%2F${courseId}`]) {
      await page.goto(`${platform.acme}${path}`);
      await islandsHydrated(page);
      await expectNoAxeViolations(page);
    }
    await context.close();
  });
});
