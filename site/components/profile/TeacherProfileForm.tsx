import { useState, type FormEvent } from 'react';
import { BIO_MAX_LENGTH, OWN_EDITABLE_FIELDS } from '@halaqa/shared/schemas/account-management';
import { callApi } from '../api-client';
import { FormField } from '../auth/FormField';
import { FormAlert, FormSuccess, SubmitButton } from '../auth/FormParts';
import { HydratedForm } from '../HydratedForm';
import { InstructorCard, type InstructorCardPerson } from '../instructor/InstructorCard';
import { useTranslator, type TranslatedProps } from '../use-translator';
import { withCrashScreenAndTexts } from '../shell/CrashScreen';
import { ImagePicker } from '../wizard/ImagePicker';
import { TextAreaField } from '../wizard/TextAreaField';
import '../wizard/setup-wizard.css';
import textsOf from 'virtual:island-texts/teacher-profile-form';

type ProfileField = keyof InstructorCardPerson;
const FIELDS: readonly ProfileField[] = ['name', 'bio', 'profilephoto'];

/**
 * The teacher's profile on /profile: the display name, bio and photo their course pages show
 * under "About the instructor", with a live preview drawn by the same InstructorCard. The photo is
 * uploaded when chosen (segment avatars); Save sends each changed field in its own
 * PUT /api/users/me, as the contract asks, and stops at the first refusal, showing the server's
 * text beside that field.
 */
function TeacherProfileForm({ language, messages, initial }: TranslatedProps & { initial: InstructorCardPerson }) {
  const t = useTranslator(language, messages);
  const [values, setValues] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<ProfileField | 'form', string>>>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const update = (field: ProfileField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setDone(false);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const changed = FIELDS.filter((field) => values[field] !== saved[field]);
    const problems: typeof errors = {};
    for (const field of changed) {
      const parsed = OWN_EDITABLE_FIELDS[field].safeParse(values[field]);
      if (!parsed.success) problems[field] = t(parsed.error.issues[0]?.message ?? 'validation.invalidField', { field });
    }
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    try {
      for (const field of changed) {
        const result = await callApi('PUT', '/api/users/me', { [field]: values[field] });
        if (!result.ok) {
          setErrors({ [field]: result.status === 401 ? t('errors.sessionExpired') : (result.error ?? t('errors.profileUpdate')) });
          return;
        }
        setSaved((current) => ({ ...current, [field]: values[field] }));
      }
      setDone(true);
    } catch {
      setErrors({ form: t('errors.network') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="auth-form" aria-labelledby="teacher-profile-heading" data-testid="teacher-profile">
      <h2 id="teacher-profile-heading">{t('instructor.formTitle')}</h2>
      <p className="muted">{t('instructor.formHint')}</p>
      <HydratedForm method="post" onSubmit={(event) => void onSubmit(event)} noValidate>
        <FormField name="name" label={t('instructor.displayName')} value={values.name} error={errors.name} autoComplete="name" onChange={(event) => update('name', event.target.value)} />
        <TextAreaField
          name="bio"
          label={t('instructor.bio')}
          value={values.bio}
          rows={6}
          dir="auto"
          aria-describedby="teacher-bio-hint teacher-bio-count"
          error={errors.bio}
          onChange={(event) => update('bio', event.target.value)}
        />
        <p id="teacher-bio-hint" className="muted">
          {t('instructor.bioHint', { max: BIO_MAX_LENGTH })}
        </p>
        {/* Over the limit, the count takes the error colour before Save says why. */}
        <p id="teacher-bio-count" className={values.bio.length > BIO_MAX_LENGTH ? 'field-error' : 'muted'}>
          {t('instructor.bioCount', { length: values.bio.length, max: BIO_MAX_LENGTH })}
        </p>
        <ImagePicker
          id="teacher-photo"
          label={t('instructor.photo')}
          hint={t('instructor.photoHint')}
          value={values.profilephoto}
          onChange={(key) => update('profilephoto', key)}
          segment="avatars"
          shape="square"
          error={errors.profilephoto}
          t={t}
        />
        <FormAlert message={errors.form} />
        <FormSuccess message={done ? t('instructor.saved') : null} />
        <SubmitButton busy={busy} label={t('instructor.save')} busyLabel={t('instructor.saving')} />
      </HydratedForm>
      <div className="teacher-profile-preview" role="group" aria-labelledby="teacher-preview-heading">
        <h3 id="teacher-preview-heading">{t('instructor.preview')}</h3>
        <InstructorCard person={values} photoAlt={t('instructor.photoAlt', { name: values.name })} />
      </div>
    </section>
  );
}

export default withCrashScreenAndTexts(textsOf, TeacherProfileForm);
