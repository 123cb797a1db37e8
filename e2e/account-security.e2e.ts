import { describe, expect, it } from 'vitest';
import { catalogues } from '@halaqa/shared/i18n/index';
import { signedInClient, signUpVerified } from '@halaqa/infra/testing/accounts';
import { MOBILE, newContext } from '@halaqa/infra/testing/browser';
import { waitForMail } from '@halaqa/infra/testing/mailbox';
import { SiteClient } from '@halaqa/infra/testing/site-client';
import { ACME, newStudent, usePlatform } from './support/platform';
import { signInThroughForm } from './support/sign-up-journey';

/** Issue #3 journeys: forgot password → mail → reset → sign in; sessions on the profile; suspension. */
const platform = usePlatform();
const en = catalogues.en;

/** A browser (in English) where the student signed in through the form and opened their profile. */
async function openProfileSignedIn(student: { email: string; password: string }) {
  const context = await newContext(platform.browser);
  await context.addCookies([{ name: 'lang', value: 'en', url: platform.acme }]);
  const page = await context.newPage();
  await signInThroughForm(page, platform.acme, student.email, student.password, en);
  await page.waitForURL(`${platform.acme}/`);
  await page.goto(`${platform.acme}/profile`);
  return { context, page };
}

describe('account security', () => {
  it('resets a forgotten password from the mailed link (Arabic, on a phone)', async () => {
    const ar = catalogues.ar;
    const student = newStudent();
    await signUpVerified(new SiteClient(platform.acme), student);
    const context = await newContext(platform.browser, MOBILE);
    const page = await context.newPage();

    await page.goto(`${platform.acme}/sign-in`);
    await page.getByRole('link', { name: ar.forgotPassword.link }).click();
    await page.waitForURL(`${platform.acme}/forgot-password`);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.getByLabel(ar.signIn.email).fill(student.email);
    await page.getByRole('button', { name: ar.forgotPassword.submit }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toBe(ar.forgotPassword.sent.replace('{{email}}', student.email));

    const mail = await waitForMail(student.email);
    const link = /https?:\/\/\S+\/reset-password\?token=[a-z2-7]+/.exec(mail.text)?.[0];
    expect(link).toBeDefined();
    await page.goto(link!);
    await page.getByLabel(ar.resetPassword.newPassword, { exact: true }).fill('fresh-pass-1');
    await page.getByLabel(ar.resetPassword.confirmPassword).fill('fresh-pass-2');
    await page.getByRole('button', { name: ar.resetPassword.submit }).click();
    await expect.poll(() => page.getByText(ar.validation.passwordsMatch).isVisible()).toBe(true);
    await page.getByLabel(ar.resetPassword.confirmPassword).fill('fresh-pass-1');
    await page.getByRole('button', { name: ar.resetPassword.submit }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toBe(ar.resetPassword.done);

    await signInThroughForm(page, platform.acme, student.email, student.password, ar);
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('البريد الإلكتروني أو كلمة المرور غير صحيحة.');
    await signInThroughForm(page, platform.acme, student.email, 'fresh-pass-1', ar);
    await page.waitForURL(`${platform.acme}/`);
    await context.close();
  });

  it('lists sessions on the profile and signs out the other devices', async () => {
    const student = newStudent();
    await signUpVerified(new SiteClient(platform.acme), student);
    const otherDevice = await signedInClient(platform.acme, student.email, student.password);

    const { context, page } = await openProfileSignedIn(student);

    await expect.poll(() => page.getByTestId('session').count()).toBe(2);
    expect(await page.locator('[data-testid="session"][data-current="true"]').textContent()).toContain(en.profile.thisDevice);
    await page.getByRole('button', { name: en.profile.signOutOthers }).click();
    await expect.poll(() => page.getByTestId('session').count()).toBe(1);
    expect((await otherDevice.json('GET', '/api/users/info')).status).toBe(401);
    await context.close();
  });

  it("stops a suspended student's open page", async () => {
    const student = newStudent();
    const studentId = await signUpVerified(new SiteClient(platform.acme), student);
    const { context, page } = await openProfileSignedIn(student);
    await expect.poll(() => page.getByTestId('session').count()).toBe(1);

    const owner = await signedInClient(platform.acme, ACME.ownerEmail, ACME.ownerPassword);
    expect(await owner.json('POST', `/api/users/${studentId}/suspend`)).toEqual({ status: 200, body: true });

    await page.getByRole('button', { name: en.profile.signOutOthers }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Session has expired. Please reload.');
    await page.reload();
    await page.waitForURL(`${platform.acme}/sign-in?returnTo=%2Fprofile`);
    await signInThroughForm(page, platform.acme, student.email, student.password, en);
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Your account has been suspended.');
    await context.close();
  });
});

describe('the profile page', () => {
  it('saves details one field at a time and refuses a photo with an Arabic file name (English UI)', async () => {
    const student = newStudent();
    await signUpVerified(new SiteClient(platform.acme), student);
    const { context, page } = await openProfileSignedIn(student);

    await page.getByLabel(en.profile.bio, { exact: true }).fill('I study tajweed.');
    await page.getByLabel(en.signUp.telegram).fill('no-at-sign');
    await page.getByRole('button', { name: en.profile.save }).click();
    await expect.poll(() => page.getByText(en.validation.telegramAt).isVisible()).toBe(true);
    await page.getByLabel(en.signUp.telegram).fill('@mona_studies');
    await page.getByRole('button', { name: en.profile.save }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toBe(en.profile.saved);
    await page.reload();
    expect(await page.getByLabel(en.profile.bio, { exact: true }).inputValue()).toBe('I study tajweed.');

    await page.getByLabel(en.profile.choosePhoto).setInputFiles({ name: 'صورتي.png', mimeType: 'image/png', buffer: Buffer.from('not even an image') });
    await expect.poll(() => page.getByRole('alert').first().textContent()).toBe('File name is invalid. File names should be in english letters only.');
    await context.close();
  });
});
