'use client';
import { useField } from '@payloadcms/ui';
import type { Messages } from '@halaqa/shared/i18n/index';
import { AddRow } from './AddRow';
import { FieldFrame, type FramedField } from './FieldFrame';

export type TagsTexts = Messages['editorsAdmin']['fields']['tags'];

/** A lesson's tags (a JSON list of words) as chips: type one and press Enter, remove one with its button. */
export function TagsInput({ field, texts }: { field: FramedField; texts: TagsTexts }) {
  const { value, setValue, showError, errorMessage } = useField<unknown>({ path: field.path });
  const tags = Array.isArray(value) ? value.filter((tag): tag is string => typeof tag === 'string') : [];

  return (
    <FieldFrame field={field} showError={showError} errorMessage={errorMessage}>
      {tags.length === 0 ? (
        <p className="halaqa-field__empty">{texts.none}</p>
      ) : (
        <ul className="halaqa-chips">
          {tags.map((tag) => (
            <li key={tag}>
              <span>{tag}</span>
              <button type="button" aria-label={texts.remove.replace('{{tag}}', tag)} onClick={() => setValue(tags.filter((kept) => kept !== tag))}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <AddRow label={texts.newTag} buttonText={texts.add} onAdd={(tag) => setValue(tags.includes(tag) ? tags : [...tags, tag])} />
    </FieldFrame>
  );
}
