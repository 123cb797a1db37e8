import { useState, type FormEvent } from 'react';
import { z } from 'zod';
import { callApi } from '../api-client';
import { FormField } from '../auth/FormField';
import { fieldErrorsOf, FormAlert, SubmitButton } from '../auth/FormParts';
import { useSubmission } from '../use-submission';
import { useTranslator, type TranslatedProps } from '../use-translator';
import { withCrashScreenAndTexts } from '../shell/CrashScreen';
import textsOf from 'virtual:island-texts/account-deletion-form';

const ZDeletionPassword = z.object({ deletePassword: z.string().min(1, { error: 'validation.passwordRequired' }) });

type Fields = 'deletePassword' | 'confirmDeletion' | 'form';

/**
 * The profile's account deletion: the existing DELETE /api/users/{id} with the password, after
 * a tick that says it cannot be undone. The server ends the session with the account; the page
 * then goes home, signed out. (Owners do not see it: the site cannot lose its owner.)
 */
function AccountDeletionForm({ language, messages, userId }: TranslatedProps & { userId: string }) {
  const t = useTranslator(language, messages);
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({});
  const { submitting, run } = useSubmission(() => setErrors({ form: t('errors.network') }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const parsed = ZDeletionPassword.safeParse({ deletePassword: String(data.get('deletePassword') ?? '') });
    const confirmed = data.get('confirmDeletion') === 'on';
    if (!parsed.success || !confirmed) {
      return setErrors({
        ...(parsed.success ? {} : fieldErrorsOf(parsed.error, t)),
        ...(confirmed ? {} : { confirmDeletion: t('accountPages.deletion.confirmRequired') }),
      });
    }
    setErrors({});
    await run(async () => {
      const result = await callApi('DELETE', `/api/users/${userId}`, { password: parsed.data.deletePassword });
      if (result.ok) window.location.assign('/');
      else setErrors({ form: result.error ?? String(result.status) });
    });
  }

  return (
    <section aria-labelledby="deletion-heading" className="account-deletion">
      <h2 id="deletion-heading">{t('accountPages.deletion.title')}</h2>
      <p id="deletion-warning">{t('accountPages.deletion.warning')}</p>
      <form className="auth-form" method="post" onSubmit={onSubmit} noValidate>
        <FormField
          name="deletePassword"
          type="password"
          label={t('accountPages.deletion.password')}
          autoComplete="current-password"
          aria-describedby="deletion-warning"
          error={errors.deletePassword}
        />
        <label className="checkbox">
          <input
            type="checkbox"
            name="confirmDeletion"
            aria-invalid={Boolean(errors.confirmDeletion)}
            aria-describedby={errors.confirmDeletion ? 'confirmDeletion-error' : undefined}
          />
          <span>{t('accountPages.deletion.confirm')}</span>
        </label>
        {errors.confirmDeletion ? (
          <span id="confirmDeletion-error" className="field-error" role="alert">
            {errors.confirmDeletion}
          </span>
        ) : null}
        <FormAlert message={errors.form} />
        <SubmitButton danger busy={submitting} label={t('accountPages.deletion.submit')} busyLabel={t('accountPages.deletion.submitting')} />
      </form>
    </section>
  );
}

export default withCrashScreenAndTexts(textsOf, AccountDeletionForm);
