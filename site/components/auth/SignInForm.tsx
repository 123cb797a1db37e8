import { useState, type FormEvent } from 'react';
import { ZSignInRequest } from '@halaqa/shared/schemas/accounts';
import { callApi } from '../api-client';
import { useSubmission } from '../use-submission';
import { useTranslator, type TranslatedProps } from '../use-translator';
import { FormField } from './FormField';
import { fieldErrorsOf, FormAlert, SubmitButton } from './FormParts';
import { withCrashScreenAndTexts } from '../shell/CrashScreen';
import textsOf from 'virtual:island-texts/sign-in-form';

/** Sign-in: on success the page the visitor came from (`returnTo`, checked by the page), else home; on failure the server's error text, or else the status number (platform-core §8). */
function SignInForm({ language, messages, returnTo }: TranslatedProps & { returnTo: string }) {
  const t = useTranslator(language, messages);
  const [errors, setErrors] = useState<Partial<Record<'email' | 'password' | 'form', string>>>({});
  const { submitting, run } = useSubmission(() => setErrors({ form: t('errors.network') }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const parsed = ZSignInRequest.safeParse({ email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error, t));
      return;
    }
    setErrors({});
    await run(async () => {
      const result = await callApi('POST', '/api/users/sign-in', parsed.data);
      if (result.ok) window.location.assign(returnTo);
      else setErrors({ form: result.error ?? String(result.status) });
    });
  }

  return (
    <form className="auth-form" method="post" onSubmit={onSubmit} noValidate>
      <FormField name="email" type="email" label={t('signIn.email')} autoComplete="email" dir="ltr" error={errors.email} />
      <FormField name="password" type="password" label={t('signIn.password')} autoComplete="current-password" error={errors.password} />
      <FormAlert message={errors.form} />
      <SubmitButton busy={submitting} label={t('signIn.submit')} busyLabel={t('signIn.submitting')} />
    </form>
  );
}

export default withCrashScreenAndTexts(textsOf, SignInForm);
