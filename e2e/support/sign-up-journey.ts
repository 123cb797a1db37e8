import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Messages } from '@halaqa/shared/i18n/index';
import { verificationLinkIn, waitForMail } from '@halaqa/infra/testing/mailbox';
import type { newStudent } from './platform';

type Student = ReturnType<typeof newStudent>;

/** Fills and sends the sign-up form, finding every field by its label in the page's language. */
export async function signUpThroughForm(page: Page, origin: string, student: Student, messages: Messages) {
  await page.goto(`${origin}/sign-up`);
  await page.getByLabel(messages.signUp.name).fill(student.name);
  await page.getByLabel(messages.signUp.email).fill(student.email);
  await page.getByLabel(messages.signUp.password, { exact: true }).fill(student.password);
  await page.getByLabel(messages.signUp.confirmPassword).fill(student.password);
  await page.getByLabel(messages.signUp.telephone).fill(student.telephone);
  await page.getByLabel(messages.signUp.telegram).fill(student.telegram);
  await page.getByLabel(messages.signUp.acceptTerms).check();
  await page.getByRole('button', { name: messages.signUp.submit }).click();
}

/** Opens the verification link from the mail MailDev caught, as the student would. */
export async function openVerificationMail(page: Page, student: Student, messages: Messages) {
  const link = verificationLinkIn(await waitForMail(student.email));
  await page.goto(link);
  expect(await page.getByTestId('verify-result').textContent()).toBe(messages.verify.success);
}

export async function signInThroughForm(page: Page, origin: string, email: string, password: string, messages: Messages) {
  await page.goto(`${origin}/sign-in`);
  await page.getByLabel(messages.signIn.email).fill(email);
  await page.getByLabel(messages.signIn.password).fill(password);
  await page.getByRole('button', { name: messages.signIn.submit }).click();
}
