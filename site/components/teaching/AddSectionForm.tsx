import { useId, type FormEvent } from 'react';
import type { Translate } from '@halaqa/shared/i18n/index';

interface AddSectionFormProps {
  t: Translate;
  disabled: boolean;
  /** Resolves true once the section is added. */
  onAdd: (title: string) => Promise<boolean>;
}

/** A new section's title, added after the course's other sections. */
export function AddSectionForm({ t, disabled, onAdd }: AddSectionFormProps) {
  const fieldId = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (await onAdd(String(new FormData(form).get('title') ?? ''))) form.reset();
  }

  return (
    <form className="add-section" onSubmit={(event) => void onSubmit(event)}>
      <label htmlFor={fieldId} className="field-label">
        {t('teaching.sections.newTitle')}
      </label>
      <input id={fieldId} name="title" maxLength={200} />
      <button type="submit" className="secondary" disabled={disabled}>
        {t('teaching.sections.add')}
      </button>
    </form>
  );
}
