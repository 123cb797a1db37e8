import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { TCourse } from '@halaqa/shared/api-contract/course-shapes';
import { PRICE_UNITS } from '@halaqa/shared/schemas/courses';
import { callApi, uploadFile } from '../api-client';
import { FormField } from '../auth/FormField';
import { DifficultySelect } from './DifficultySelect';
import { FormAlert, FormSuccess, SubmitButton } from '../auth/FormParts';
import { withCrashScreenAndTexts } from '../shell/CrashScreen';
import { useTranslator, type TranslatedProps } from '../use-translator';
import { directionOf } from '@halaqa/shared/i18n/languages';
import { plainTextFromHtml } from '../plain-text-html';
import { RichTextField } from '../rich-text/RichTextField';
import { richTextOfForm } from '../rich-text/form-value';
import textsOf from 'virtual:island-texts/course-form';

interface CourseFormProps extends TranslatedProps {
  /** The course being edited; none to create one. */
  course?: TCourse;
}

/**
 * Creating (POST /api/courses → 201) and editing (PUT /api/courses/{id}, only the fields that
 * changed) a course. After creating, the editor opens on the new course.
 */
/** The form's fields whose refusal is said under them. */
const FIELDS_WITH_ERRORS = new Set(['name', 'description', 'price', 'duration']);

function CourseForm({ language, messages, course }: CourseFormProps) {
  const t = useTranslator(language, messages);
  // Sent only when written here, so formatting from the editors' admin this editor cannot show is kept.
  const longDescriptionWritten = useRef(false);
  const [photo, setPhoto] = useState(course?.photo ?? '');
  const [error, setError] = useState<string>();
  /** A refusal the server names a field for, and a photo that did not upload: said under their field (issue #44, item 4). */
  const [fieldError, setFieldError] = useState<{ field: string; message: string } | null>(null);
  const [photoError, setPhotoError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);

  async function onPhoto(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    setPhotoError(undefined);
    const reply = await uploadFile(file, 'courses').catch(() => ({ error: t('errors.network') }));
    if ('key' in reply) setPhoto(reply.key);
    else setPhotoError(reply.error ?? t('errors.internal'));
  }

  function fieldsOf(form: HTMLFormElement): Record<string, unknown> {
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? '');
    const fields: Record<string, unknown> = {
      name: text('name'),
      description: text('description'),
      price: { price: Number(text('price') || 0), per: text('per') },
      difficulty: text('difficulty') || null,
      duration: text('duration'),
      photo,
      registrationAllowed: data.get('registrationAllowed') === 'on',
      enable_discussions: data.get('enable_discussions') === 'on',
      unlisted: data.get('unlisted') === 'on',
    };
    const longDescription = richTextOfForm(form, 'longDescription');
    // Typed before the editor loaded: changed when the text differs from the course's.
    const written = longDescription.typed !== undefined ? longDescription.typed !== plainTextFromHtml(course?.longDescription ?? '') : longDescriptionWritten.current;
    if (written) fields.longDescription = longDescription.html;
    return fields;
  }

  /** Only what differs from the stored course, so a save never overwrites what was not touched. */
  function changedFields(fields: Record<string, unknown>): Record<string, unknown> {
    if (!course) return fields;
    return Object.fromEntries(Object.entries(fields).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify((course as Record<string, unknown>)[key] ?? (key === 'difficulty' ? null : ''))));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(undefined);
    setFieldError(null);
    setSaved(false);
    setBusy(true);
    try {
      const body = changedFields(fieldsOf(event.currentTarget));
      const result = course ? await callApi<TCourse>('PUT', `/api/courses/${course.id}`, body) : await callApi<TCourse>('POST', '/api/courses', body);
      if (!result.ok || !result.data) {
        const message = result.error ?? t('teaching.saveFailed');
        // `price.price` is the price field's; a field not on this form is the form's problem.
        const field = result.field?.split('.')[0];
        return field && FIELDS_WITH_ERRORS.has(field) ? setFieldError({ field, message }) : setError(message);
      }
      if (!course) window.location.assign(`/admin/courses/${result.data.id}`);
      else setSaved(true);
    } catch {
      setError(t('errors.network'));
    } finally {
      setBusy(false);
    }
  }

  const errorOf = (field: string) => (fieldError?.field === field ? fieldError.message : undefined);

  // A new course's form is its page's subject, so its heading is the page's h1 (issue #44); an
  // existing course's page is headed by the course's name, and its details are a section of it.
  const Heading = course ? 'h2' : 'h1';
  return (
    <form className="teaching-form" onSubmit={onSubmit} noValidate aria-labelledby="course-form-heading">
      <Heading id="course-form-heading">{course ? t('teaching.courseDetails') : t('teaching.newCourse')}</Heading>
      <FormField name="name" label={t('teaching.courseName')} defaultValue={course?.name} required maxLength={150} error={errorOf('name')} />
      <FormField name="description" label={t('teaching.description')} defaultValue={course?.description} maxLength={1000} error={errorOf('description')} />
      <RichTextField
        id="course-long-description"
        name="longDescription"
        label={t('teaching.longDescription')}
        initialHtml={course?.longDescription ?? ''}
        onChange={() => {
          longDescriptionWritten.current = true;
        }}
        dir={directionOf(language)}
        t={t}
      />
      <div className="field-row">
        <FormField name="price" type="number" min={0} step="any" label={t('teaching.priceEgp')} defaultValue={String(course?.price.price ?? 0)} dir="ltr" error={errorOf('price')} />
        <label className="field">
          <span className="field-label">{t('teaching.per')}</span>
          <select name="per" defaultValue={course?.price.per ?? 'lifetime'}>
            {PRICE_UNITS.map((unit) => (
              <option key={unit} value={unit}>
                {t(`teaching.priceUnits.${unit}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="field-row">
        <DifficultySelect t={t} defaultValue={course?.difficulty} />
        <FormField name="duration" label={t('teaching.duration')} defaultValue={course?.duration} maxLength={100} error={errorOf('duration')} />
      </div>
      <label className="field">
        <span className="field-label">{t('teaching.photo')}</span>
        <input type="file" accept="image/*" onChange={(event) => void onPhoto(event)} aria-invalid={Boolean(photoError)} aria-describedby={photoError ? 'course-photo-error' : undefined} />
        <span className="muted">{t('teaching.photoHint')}</span>
        {photoError ? (
          <span id="course-photo-error" className="field-error" role="alert">
            {photoError}
          </span>
        ) : null}
      </label>
      {photo ? <img className="course-photo-preview" src={`/files/${photo}`} alt={t('teaching.photoPreview')} /> : null}
      <label className="checkbox">
        <input type="checkbox" name="registrationAllowed" defaultChecked={course?.registrationAllowed ?? true} />
        <span>{t('teaching.registrationAllowed')}</span>
      </label>
      <label className="checkbox">
        <input type="checkbox" name="enable_discussions" defaultChecked={course?.enable_discussions ?? true} />
        <span>{t('teaching.discussions')}</span>
      </label>
      <label className="checkbox">
        <input type="checkbox" name="unlisted" defaultChecked={course?.unlisted ?? false} />
        <span>{t('teaching.unlisted')}</span>
      </label>
      <FormAlert message={error} />
      <FormSuccess message={saved ? t('teaching.saved') : null} />
      <SubmitButton busy={busy} label={course ? t('teaching.save') : t('teaching.create')} busyLabel={t('teaching.saving')} />
    </form>
  );
}

export default withCrashScreenAndTexts(textsOf, CourseForm);
