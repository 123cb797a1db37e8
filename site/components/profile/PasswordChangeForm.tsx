import { useState, type FormEvent } from 'react';
import { z } from 'zod';
import { ZUpdatePasswordRequest } from '@halaqa/shared/schemas/account-management';
import { callApi } from '../api-client';
import { FormField } from '../auth/FormField';
import { fieldErrorsOf, FormAlert, FormSuccess, SubmitButton } from '../auth/FormParts';
import { useSubmission } from '../use-submission';
import { useTranslator, type TranslatedProps } from '../use-translator';
import { withCrashScreenAndTexts } from '../shell/CrashScreen';
import textsOf from 'virtual:island-texts/password-change-form';

const ZPasswordChangeForm = z
  .object({
    oldPassword: z.string().min(1, { error: 'validation.oldPasswordRequired' }),
    newPassword: ZUpdatePasswordRequest.shape.newPassword,
    confirmPassword: z.string(),
  })
  .refine((form) => form.newPassword === form.confirmPassword, { error: 'validation.passwordsMatch', path: ['confirmPassword'] });

type Fields = 'oldPassword' | 'newPassword' | 'confirmPassword' | 'form';

/**
 * The profile's password change: the existing POST /api/users/update-password with the old
 * password, which also signs out every other device. A refusal shows the server's text ("The
 * password is incorrect."), or else the spec's 'An error occurred while updating the password.'
 */
function PasswordChangeForm({ language, messages }: TranslatedProps) {
  const t = useTranslator(language, messages);
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({});
  const [done, setDone] = useState(false);
  const { submitting, run } = useSubmission(() => setErrors({ form: t('errors.passwordUpdate') }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setDone(false);
    const parsed = ZPasswordChangeForm.safeParse({
      oldPassword: String(data.get('oldPassword') ?? ''),
      newPassword: String(data.get('newPassword') ?? ''),
      confirmPassword: String(data.get('confirmPassword') ?? ''),
    });
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error, t));
    setErrors({});
    await run(async () => {
      const { oldPassword, newPassword } = parsed.data;
      const result = await callApi('POST', '/api/users/update-password', { oldPassword, newPassword });
      if (!result.ok) return setErrors({ form: result.error ?? t('errors.passwordUpdate') });
      form.reset();
      setDone(true);
    });
  }

  return (
    <section aria-labelledby="password-heading">
      <h2 id="password-heading">{t('accountPages.password.title')}</h2>
      <form className="auth-form" method="post" onSubmit={onSubmit} noValidate>
        <FormField name="oldPassword" type="password" label={t('accountPages.password.current')} autoComplete="current-password" error={errors.oldPassword} />
        <FormField name="newPassword" type="password" label={t('accountPages.password.new')} autoComplete="new-password" error={errors.newPassword} />
        <FormField name="confirmPassword" type="password" label={t('accountPages.password.confirm')} autoComplete="new-password" error={errors.confirmPassword} />
        <FormAlert message={errors.form} />
        <FormSuccess message={done ? t('accountPages.password.changed') : null} />
        <SubmitButton busy={submitting} label={t('accountPages.password.submit')} busyLabel={t('accountPages.password.submitting')} />
      </form>
    </section>
  );
}

export default withCrashScreenAndTexts(textsOf, PasswordChangeForm);
