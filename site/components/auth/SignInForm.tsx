import { useState, type FormEvent } from 'react';
import { ZSignInRequest } from '@halaqa/shared/schemas/accounts';
import { issuesByField } from '@halaqa/shared/schemas/validation-error';
import { callApi } from '../api-client';
import { useHydrated } from '../use-hydrated';
import { useTranslator, type TranslatedProps } from '../use-translator';
import { FormField } from './FormField';

/** Sign-in: on success the home page; on failure the server's error text, or else the status number (platform-core §8). */
export default function SignInForm({ language, messages }: TranslatedProps) {
  const t = useTranslator(language, messages);
  const [errors, setErrors] = useState<Partial<Record<'email' | 'password' | 'form', string>>>({});
  const [submitting, setSubmitting] = useState(false);
  const hydrated = useHydrated();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const parsed = ZSignInRequest.safeParse({ email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') });
    if (!parsed.success) {
      const byField = issuesByField(parsed.error);
      setErrors(Object.fromEntries(Object.entries(byField).map(([field, key]) => [field, t(key, { field })])));
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const result = await callApi('POST', '/api/users/sign-in', parsed.data);
      if (result.ok) {
        window.location.assign('/');
        return;
      }
      setErrors({ form: result.error ?? String(result.status) });
    } catch {
      setErrors({ form: t('errors.network') });
    }
    setSubmitting(false);
  }

  return (
    <form className="auth-form" method="post" onSubmit={onSubmit} noValidate>
      <FormField name="email" type="email" label={t('signIn.email')} autoComplete="email" dir="ltr" error={errors.email} />
      <FormField name="password" type="password" label={t('signIn.password')} autoComplete="current-password" error={errors.password} />
      {errors.form ? (
        <p className="notice error" role="alert">
          {errors.form}
        </p>
      ) : null}
      <button type="submit" disabled={!hydrated || submitting}>
        {submitting ? t('signIn.submitting') : t('signIn.submit')}
      </button>
    </form>
  );
}
