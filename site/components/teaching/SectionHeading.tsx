import { useId, useState, type FormEvent } from 'react';
import type { TCourseSection } from '@halaqa/shared/api-contract/course-shapes';
import type { Translate } from '@halaqa/shared/i18n/index';

/** What a row's drag handle gets from dnd-kit (its attributes and listeners). */
export type HandleProps = Record<string, unknown> & { disabled: boolean };

interface SectionHeadingProps {
  t: Translate;
  section: TCourseSection;
  /** Its lessons' count and estimated time, as the page's language says them. */
  summary: string;
  empty: boolean;
  handle: HandleProps;
  disabled: boolean;
  /** Resolves true once the new title is saved. */
  onRename: (section: TCourseSection, title: string) => Promise<boolean>;
  onDelete: (section: TCourseSection) => void;
}

/** A section's heading in the course editor's list: its drag handle, title and totals, renamed in place or deleted. */
export function SectionHeading({ t, section, summary, empty, handle, disabled, onRename, onDelete }: SectionHeadingProps) {
  const [renaming, setRenaming] = useState(false);
  const fieldId = useId();
  const titleId = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const title = String(new FormData(event.currentTarget).get('title') ?? '');
    if (await onRename(section, title)) setRenaming(false);
  }

  return (
    <>
      <button type="button" className="drag-handle" aria-label={t('teaching.sections.dragSection', { name: section.title })} {...handle}>
        ⠿
      </button>
      {renaming ? (
        <form className="section-rename" onSubmit={(event) => void onSubmit(event)}>
          <label htmlFor={fieldId} className="field-label">
            {t('teaching.sections.title')}
          </label>
          <input id={fieldId} name="title" defaultValue={section.title} required maxLength={200} autoFocus />
          <button type="submit" disabled={disabled}>
            {t('teaching.save')}
          </button>
          <button type="button" className="secondary" onClick={() => setRenaming(false)}>
            {t('teaching.cancel')}
          </button>
        </form>
      ) : (
        <>
          <div className="section-title">
            <h3 id={titleId} dir="auto">{section.title}</h3>
            <span className="muted">{summary}</span>
            {empty ? <span className="muted section-empty">{t('teaching.sections.empty')}</span> : null}
          </div>
          <button type="button" className="secondary" onClick={() => setRenaming(true)} disabled={disabled} aria-describedby={titleId}>
            {t('teaching.sections.rename')}
          </button>
          <button type="button" className="secondary danger" onClick={() => onDelete(section)} disabled={disabled} aria-describedby={titleId}>
            {t('teaching.delete')}
          </button>
        </>
      )}
    </>
  );
}
