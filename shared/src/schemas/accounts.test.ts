import { describe, expect, it } from 'vitest';
import { ZSignInRequest, ZSignUpForm, ZSignUpRequest } from './accounts';
import { firstIssueOf } from './validation-error';

const valid = {
  name: 'Mona Hassan',
  email: 'Mona@Example.com ',
  password: 'secret1',
  telegram: '@mona_h',
  telephone: '+201012345678',
};

function problemWith(input: unknown) {
  const result = ZSignUpRequest.safeParse(input);
  return result.success ? null : firstIssueOf(result.error);
}

describe('ZSignUpRequest', () => {
  it('accepts a valid sign-up and normalises the email', () => {
    const parsed = ZSignUpRequest.parse(valid);
    expect(parsed.email).toBe('mona@example.com');
  });

  it.each([
    [{ name: 'Mona' }, 'name', 'validation.nameFull'],
    [{ name: 'منى حسن' }, null, null],
    [{ email: 'not-an-email' }, 'email', 'validation.emailInvalid'],
    [{ password: '12345' }, 'password', 'validation.passwordMin'],
    [{ password: '123456' }, null, null],
    [{ telegram: 'mona_h' }, 'telegram', 'validation.telegramAt'],
    [{ telegram: '' }, null, null],
    [{ telephone: '123' }, 'telephone', 'validation.telephoneInvalid'],
    [{ telephone: '01012345678' }, null, null],
    [{ password: 42 }, 'password', 'validation.passwordMin'],
  ])('%j → %s %s', (change, field, messageKey) => {
    const problem = problemWith({ ...valid, ...change });
    expect(problem).toEqual(field ? { field, messageKey } : null);
  });

  it('names the missing field when the body is empty', () => {
    expect(problemWith({})?.field).toBe('name');
  });
});

describe('ZSignUpForm', () => {
  const form = { ...valid, confirmPassword: 'secret1', acceptTerms: true };

  it('requires the terms to be accepted', () => {
    const result = ZSignUpForm.safeParse({ ...form, acceptTerms: false });
    expect(result.success ? null : firstIssueOf(result.error)).toEqual({
      field: 'acceptTerms',
      messageKey: 'validation.termsRequired',
    });
  });

  it('requires the two passwords to match', () => {
    const result = ZSignUpForm.safeParse({ ...form, confirmPassword: 'other11' });
    expect(result.success ? null : firstIssueOf(result.error)).toEqual({
      field: 'confirmPassword',
      messageKey: 'validation.passwordsMatch',
    });
  });

  it('accepts a complete form', () => {
    expect(ZSignUpForm.safeParse(form).success).toBe(true);
  });
});

describe('ZSignInRequest', () => {
  it('requires a password', () => {
    const result = ZSignInRequest.safeParse({ email: 'a@b.co', password: '' });
    expect(result.success).toBe(false);
  });
});
