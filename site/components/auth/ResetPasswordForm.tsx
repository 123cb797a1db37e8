import { useState, type FormEvent } from 'react';
import { z } from 'zod';
import { ZUpdatePasswordRequest } from '@halaqa/shared/schemas/account-management';
import { callApi } from '../api-client';
import { useSubmission } from '../use-submission';
import { useTranslator, type TranslatedProps } from '../use-translator';
import { FormField } from './FormField';
import { fieldErrorsOf, FormAlert, FormSuccess, SubmitButton } from './FormParts';
import { withCrashScreenAndTexts } from '../shell/CrashScreen';
import textsOf from 'virtual:island-texts/reset-password-form';

const ZResetForm = z
  .object({ newPassword: ZUpdatePasswordRequest.shape.newPassword, confirmPassword: z.string() })
  .refine((form) => form.newPassword === form.confirmPassword, { error: 'validation.passwordsMatch', path: ['confirmPassword'] });

/** "Reset password": the new password twice, sent with the mailed token. */
function ResetPasswordForm({ language, messages, token }: TranslatedProps & { token: string }) {
  const t = useTranslator(language, messages);
  const [errors, setErrors] = useState<{ newPassword?: string; confirmPassword?: string; form?: string }>({});
  const { submitting, run } = useSubmission(() => setErrors({ form: t('errors.passwordUpdate') }));
  const [done, setDone] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const parsed = ZResetForm.safeParse({ newPassword: String(data.get('newPassword') ?? ''), confirmPassword: String(data.get('confirmPassword') ?? '') });
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error, t));
    setErrors({});
    await run(async () => {
      const result = await callApi('POST', '/api/users/update-password', { newPassword: parsed.data.newPassword, token });
      if (result.ok) setDone(true);
      else setErrors({ form: result.error ?? t('errors.passwordUpdate') });
    });
  }

  if (done) {
    return (
      <div>
        <FormSuccess message={t('resetPassword.done')} />
        <a className="button" href="/sign-in">
          {t('common.signIn')}
        </a>
      </div>
    );
  }
  return (
    <form className="auth-form" method="post" onSubmit={onSubmit} noValidate>
      <FormField name="newPassword" type="password" label={t('resetPassword.newPassword')} autoComplete="new-password" error={errors.newPassword} />
      <FormField
        name="confirmPassword"
        type="password"
        label={t('resetPassword.confirmPassword')}
        autoComplete="new-password"
        error={errors.confirmPassword}
      />
      <FormAlert message={errors.form} />
      <SubmitButton busy={submitting} label={t('resetPassword.submit')} busyLabel={t('resetPassword.submitting')} />
    </form>
  );
}

export default withCrashScreenAndTexts(textsOf, ResetPasswordForm);
