import { useState, type FormEvent } from 'react';
import { OWN_EDITABLE_FIELDS } from '@halaqa/shared/schemas/account-management';
import { callApi } from '../api-client';
import { FormField } from '../auth/FormField';
import { FormAlert, FormSuccess, SubmitButton } from '../auth/FormParts';
import { useTranslator, type TranslatedProps } from '../use-translator';
import { withCrashScreenAndTexts } from '../shell/CrashScreen';
import textsOf from 'virtual:island-texts/account-details';

type DetailField = 'name' | 'telephone' | 'telegram' | 'bio';
const ALL_FIELDS: readonly DetailField[] = ['name', 'telephone', 'telegram', 'bio'];

/**
 * The profile's details. The contract changes one field per call (PUT /api/users/me), so the
 * fields that changed are sent one after another; a refusal shows the server's text, or else
 * 'Failed to update user details.' (platform-core §8). `fields`: a teacher's name and bio are
 * edited in their teacher's profile (TeacherProfileForm) instead, so they are left out here.
 */
function AccountDetails({ language, messages, initial, fields = ALL_FIELDS }: TranslatedProps & { initial: Record<DetailField, string>; fields?: readonly DetailField[] }) {
  const t = useTranslator(language, messages);
  const [saved, setSaved] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<DetailField | 'form', string>>>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const labels: Record<DetailField, string> = { name: t('signUp.name'), telephone: t('signUp.telephone'), telegram: t('signUp.telegram'), bio: t('profile.bio') };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const changed = fields.filter((field) => String(data.get(field) ?? '') !== saved[field]);
    setDone(false);
    const problems: typeof errors = {};
    for (const field of changed) {
      const parsed = OWN_EDITABLE_FIELDS[field].safeParse(String(data.get(field) ?? ''));
      if (!parsed.success) problems[field] = t(parsed.error.issues[0]?.message ?? 'validation.invalidField', { field });
    }
    if (Object.keys(problems).length > 0) return setErrors(problems);
    setErrors({});
    setBusy(true);
    try {
      for (const field of changed) {
        const value = String(data.get(field) ?? '');
        const result = await callApi('PUT', '/api/users/me', { [field]: value });
        if (!result.ok) {
          setErrors({ [field]: result.status === 401 ? t('errors.sessionExpired') : (result.error ?? t('errors.profileUpdate')) });
          return;
        }
        setSaved((current) => ({ ...current, [field]: value }));
      }
      setDone(true);
    } catch {
      setErrors({ form: t('errors.profileUpdate') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="auth-form" method="post" onSubmit={onSubmit} noValidate aria-labelledby="details-heading">
      <h2 id="details-heading">{t('profile.details')}</h2>
      {fields.map((field) => (
        <FormField key={field} name={field} label={labels[field]} defaultValue={initial[field]} error={errors[field]} dir={field === 'name' || field === 'bio' ? undefined : 'ltr'} />
      ))}
      <FormAlert message={errors.form} />
      <FormSuccess message={done ? t('profile.saved') : null} />
      <SubmitButton busy={busy} label={t('profile.save')} busyLabel={t('resetPassword.submitting')} />
    </form>
  );
}

export default withCrashScreenAndTexts(textsOf, AccountDetails);
