import { useState, type FormEvent } from 'react';
import type { Translate } from '@halaqa/shared/i18n/index';
import { callApi } from '../api-client';
import { useSubmission } from '../use-submission';
import { changedFields, formFieldOf } from './changed-fields';

interface SettingsFormOptions<T> {
  /** POST /api/settings/general, /about, /legal or /api. */
  path: string;
  initial: T;
  t: Translate;
  /** The fields that show their own error; the server's refusal of any other shows above the button. */
  fieldsWithErrors: readonly (keyof T & string)[];
  /** The group as the server answers it becomes the form's values (the api group masks its secret). */
  takeReply?: boolean;
}

/**
 * A settings group's form: its values, and saving them with POST {settings} holding only the
 * fields changed since the last save. A refusal names its field (`settings.siteName`) and
 * shows next to it, in the page's language as the server wrote it; success shows as a status.
 */
export function useSettingsForm<T extends Record<string, unknown>>({ path, initial, t, fieldsWithErrors, takeReply = false }: SettingsFormOptions<T>) {
  const [values, setValues] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof T, string>>>({});
  const [alert, setAlert] = useState<string>();
  const [success, setSuccess] = useState<string | null>(null);
  const { submitting, run } = useSubmission(() => setAlert(t('errors.network')));

  function update<K extends keyof T>(field: K, value: T[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
    setSuccess(null);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void run(async () => {
      setFieldErrors({});
      setAlert(undefined);
      setSuccess(null);
      const result = await callApi<T>('POST', path, { settings: changedFields(values, saved) });
      if (!result.ok || !result.data) {
        const field = formFieldOf(result.field);
        const message = result.error ?? t('errors.internal');
        if (field && (fieldsWithErrors as readonly string[]).includes(field)) setFieldErrors({ [field]: message } as Partial<Record<keyof T, string>>);
        else setAlert(message);
        return;
      }
      const stored = takeReply ? result.data : values;
      setSaved(stored);
      setValues(stored);
      setSuccess(t('siteSettings.saved'));
    });
  }

  return { values, update, submit, submitting, fieldErrors, alert, success };
}
