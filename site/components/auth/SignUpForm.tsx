import { useState, type FormEvent } from 'react';
import { ZSignUpForm } from '@halaqa/shared/schemas/accounts';
import { callApi } from '../api-client';
import { useSubmission } from '../use-submission';
import { useTranslator, type TranslatedProps } from '../use-translator';
import { FormField } from './FormField';
import { fieldErrorsOf, FormAlert, FormSuccess, SubmitButton } from './FormParts';
import { withCrashScreenAndTexts } from '../shell/CrashScreen';
import textsOf from 'virtual:island-texts/sign-up-form';

type Fields = 'name' | 'email' | 'password' | 'confirmPassword' | 'telephone' | 'telegram' | 'acceptTerms';

/**
 * Sign-up (platform-core §5): validated here with the same schema the server enforces; the
 * server's reply (e.g. "Email address already exists.") is shown as it comes.
 */
function SignUpForm({ language, messages, returnTo }: TranslatedProps & { returnTo: string }) {
  const t = useTranslator(language, messages);
  const [errors, setErrors] = useState<Partial<Record<Fields | 'form', string>>>({});
  const { submitting, run } = useSubmission(() => setErrors({ form: t('errors.network') }));
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const form = {
      name: String(data.get('name') ?? ''),
      email: String(data.get('email') ?? ''),
      password: String(data.get('password') ?? ''),
      confirmPassword: String(data.get('confirmPassword') ?? ''),
      telephone: String(data.get('telephone') ?? ''),
      telegram: String(data.get('telegram') ?? ''),
      acceptTerms: data.get('acceptTerms') === 'on',
    };
    const parsed = ZSignUpForm.safeParse(form);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error, t));
      return;
    }
    setErrors({});
    const { confirmPassword: _confirm, acceptTerms: _terms, ...request } = parsed.data;
    await run(async () => {
      const result = await callApi<{ user: { email: string } }>('POST', '/api/users/sign-up', { ...request, returnTo });
      if (result.ok && result.data) setSentTo(result.data.user.email);
      else setErrors({ form: result.error ?? t('errors.signUpFailed') });
    });
  }

  if (sentTo) {
    return <FormSuccess message={t('signUp.checkEmail', { email: sentTo })} />;
  }

  return (
    <form className="auth-form" method="post" onSubmit={onSubmit} noValidate>
      <FormField name="name" label={t('signUp.name')} autoComplete="name" error={errors.name} />
      <FormField name="email" type="email" label={t('signUp.email')} autoComplete="email" dir="ltr" error={errors.email} />
      <FormField name="password" type="password" label={t('signUp.password')} autoComplete="new-password" error={errors.password} />
      <FormField
        name="confirmPassword"
        type="password"
        label={t('signUp.confirmPassword')}
        autoComplete="new-password"
        error={errors.confirmPassword}
      />
      <FormField name="telephone" type="tel" label={t('signUp.telephone')} autoComplete="tel" dir="ltr" error={errors.telephone} />
      <FormField name="telegram" label={t('signUp.telegram')} dir="ltr" error={errors.telegram} />
      <label className="checkbox">
        <input type="checkbox" name="acceptTerms" aria-invalid={Boolean(errors.acceptTerms)} aria-describedby="legal-links" />
        <span>{t('signUp.acceptTerms')}</span>
      </label>
      {/* The texts accepted, in a new tab so what was typed here stays; outside the label, so a tap on them never ticks the box. */}
      <p id="legal-links" className="legal-links muted">
        {t('accountPages.legal.signUpLinks')}{' '}
        <a href="/terms" target="_blank" rel="noopener">
          {t('accountPages.legal.terms')}
          <span className="visually-hidden"> {t('accountPages.legal.newTab')}</span>
        </a>
        {' · '}
        <a href="/privacy" target="_blank" rel="noopener">
          {t('accountPages.legal.privacy')}
          <span className="visually-hidden"> {t('accountPages.legal.newTab')}</span>
        </a>
      </p>
      {errors.acceptTerms ? (
        <span className="field-error" role="alert">
          {errors.acceptTerms}
        </span>
      ) : null}
      <FormAlert message={errors.form} />
      <SubmitButton busy={submitting} label={t('signUp.submit')} busyLabel={t('signUp.submitting')} />
    </form>
  );
}

export default withCrashScreenAndTexts(textsOf, SignUpForm);
