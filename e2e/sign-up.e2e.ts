import { describe, expect, it } from 'vitest';
import { catalogues } from '@halaqa/shared/i18n/index';
import { MOBILE, newContext } from '@halaqa/infra/testing/browser';
import { ACME, newStudent, usePlatform } from './support/platform';
import { openVerificationMail, signInThroughForm, signUpThroughForm } from './support/sign-up-journey';

/** Journey of issue #2: sign up → verification mail → verify → sign in → the site's home page. */
const platform = usePlatform();

describe('a visitor becomes a signed-in student', () => {
  it('in English on a desktop', async () => {
    const en = catalogues.en;
    const context = await newContext(platform.browser);
    await context.addCookies([{ name: 'lang', value: 'en', url: platform.site.origin(ACME.domain) }]);
    const page = await context.newPage();
    const origin = platform.site.origin(ACME.domain);
    const student = newStudent();

    // The form refuses what the spec forbids before anything is sent.
    await page.goto(`${origin}/sign-up`);
    await page.getByLabel(en.signUp.name).fill('Mona');
    await page.getByRole('button', { name: en.signUp.submit }).click();
    await expect.poll(() => page.getByText(en.validation.nameFull).isVisible()).toBe(true);
    expect(await page.getByText(en.validation.termsRequired).isVisible()).toBe(true);

    await signUpThroughForm(page, origin, student, en);
    await expect.poll(() => page.getByRole('status').textContent()).toBe(en.signUp.checkEmail.replace('{{email}}', student.email));

    // Signing in before verifying is refused with the verification message.
    await signInThroughForm(page, origin, student.email, student.password, en);
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(en.errors.notVerified);

    await openVerificationMail(page, student, en);
    await signInThroughForm(page, origin, student.email, student.password, en);
    await page.waitForURL(`${origin}/`);
    expect(await page.getByTestId('site-name').textContent()).toBe(ACME.name);
    expect(await page.getByTestId('signed-in-as').textContent()).toBe(`Signed in as ${student.name}`);
    expect(await page.locator('html').getAttribute('dir')).toBe('ltr');

    // Signing up again with the same address shows the server's message.
    await context.clearCookies({ name: 'session' });
    await signUpThroughForm(page, origin, student, en);
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Email address already exists.');
    await context.close();
  });

  it('in Arabic, right to left, on a phone', async () => {
    const ar = catalogues.ar;
    const context = await newContext(platform.browser, MOBILE);
    const page = await context.newPage();
    const origin = platform.site.origin(ACME.domain);
    const student = newStudent({ name: 'منى حسن' });

    await signUpThroughForm(page, origin, student, ar);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.locator('html').getAttribute('lang')).toBe('ar');
    await expect.poll(() => page.getByRole('status').textContent()).toBe(ar.signUp.checkEmail.replace('{{email}}', student.email));

    // The form fits the phone's width: nothing scrolls sideways.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await openVerificationMail(page, student, ar);
    await signInThroughForm(page, origin, student.email, student.password, ar);
    await page.waitForURL(`${origin}/`);
    expect(await page.getByTestId('site-name').textContent()).toBe(ACME.name);
    expect(await page.getByTestId('signed-in-as').textContent()).toBe(`مسجّل الدخول باسم ${student.name}`);

    // On a phone the account menu is in the drawer, which slides in from the left in Arabic.
    await page.getByRole('button', { name: ar.nav.openMenu }).click();
    const drawer = page.getByTestId('drawer');
    await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0);
    await drawer.getByRole('button', { name: student.name }).click();
    // Signing out leads to the sign-in page, signed out.
    await drawer.getByRole('menuitem', { name: ar.common.signOut }).click();
    await page.waitForURL(`${origin}/sign-in`);
    await page.goto(`${origin}/`);
    expect(await page.getByTestId('signed-in-as').count()).toBe(0);
    await context.close();
  });
});
