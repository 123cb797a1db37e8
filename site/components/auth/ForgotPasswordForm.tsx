import { useState, type FormEvent } from 'react';
import { ZEmailRequest } from '@halaqa/shared/schemas/account-management';
import { callApi } from '../api-client';
import { useSubmission } from '../use-submission';
import { useTranslator, type TranslatedProps } from '../use-translator';
import { FormField } from './FormField';
import { fieldErrorsOf, FormAlert, FormSuccess, SubmitButton } from './FormParts';
import { withCrashScreenAndTexts } from '../shell/CrashScreen';
import textsOf from 'virtual:island-texts/forgot-password-form';

/** "Forgot password": asks for a reset link. The reply never tells whether the address has an account. */
function ForgotPasswordForm({ language, messages }: TranslatedProps) {
  const t = useTranslator(language, messages);
  const [errors, setErrors] = useState<{ email?: string; form?: string }>({});
  const { submitting, run } = useSubmission(() => setErrors({ form: t('errors.network') }));
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = ZEmailRequest.safeParse({ email: String(new FormData(event.currentTarget).get('email') ?? '') });
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error, t));
    setErrors({});
    await run(async () => {
      const result = await callApi('POST', '/api/users/password/reset', parsed.data);
      if (result.ok) setSentTo(parsed.data.email);
      else setErrors({ form: result.error ?? String(result.status) });
    });
  }

  if (sentTo) {
    return <FormSuccess message={t('forgotPassword.sent', { email: sentTo })} />;
  }
  return (
    <form className="auth-form" method="post" onSubmit={onSubmit} noValidate>
      <p>{t('forgotPassword.intro')}</p>
      <FormField name="email" type="email" label={t('signIn.email')} autoComplete="email" dir="ltr" error={errors.email} />
      <FormAlert message={errors.form} />
      <SubmitButton busy={submitting} label={t('forgotPassword.submit')} busyLabel={t('forgotPassword.submitting')} />
    </form>
  );
}

export default withCrashScreenAndTexts(textsOf, ForgotPasswordForm);
