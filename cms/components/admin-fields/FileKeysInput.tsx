'use client';
import { Button, useField } from '@payloadcms/ui';
import type { Messages } from '@halaqa/shared/i18n/index';
import { displayNameOfKey } from '@halaqa/shared/file-keys';
import { AddRow } from './AddRow';
import { FieldFrame, type FramedField } from './FieldFrame';
import { FilePreview } from './FilePreview';

export type FileKeysTexts = Messages['editorsAdmin']['fields']['fileKeys'];

/**
 * A field that holds file keys (one as text, several as a JSON list): the files shown as they
 * are, by name, with the storage key folded away (issue #44, item 13), instead of the bare key. Files are uploaded on the site, which shows
 * their keys; here the editor pastes one in or removes one.
 */
export function FileKeysInput({ field, multiple, siteOrigin, texts }: { field: FramedField; multiple: boolean; siteOrigin: string; texts: FileKeysTexts }) {
  const { value, setValue, showError, errorMessage } = useField<unknown>({ path: field.path });
  const keys = multiple
    ? Array.isArray(value) ? value.filter((key): key is string => typeof key === 'string') : []
    : typeof value === 'string' && value !== '' ? [value] : [];
  const keep = (next: string[]) => setValue(multiple ? next : (next[0] ?? ''));

  return (
    <FieldFrame field={field} showError={showError} errorMessage={errorMessage}>
      {keys.length === 0 ? (
        <p className="halaqa-field__empty">{texts.none}</p>
      ) : (
        <ul className="halaqa-file-list">
          {keys.map((key) => (
            <li key={key}>
              <FilePreview fileKey={key} siteOrigin={siteOrigin} openText={texts.open} />
              {/* The name and the picture are what an editor knows a file by; the key is for pasting elsewhere. */}
              <details className="halaqa-file-key">
                <summary>{texts.storageKey}</summary>
                <code dir="ltr">{key}</code>
              </details>
              <Button buttonStyle="secondary" size="small" onClick={() => keep(keys.filter((existing) => existing !== key))}>
                {texts.remove.replace('{{name}}', displayNameOfKey(key))}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <AddRow
        label={multiple || keys.length === 0 ? texts.newKey : texts.key}
        buttonText={texts.add}
        dir="ltr"
        onAdd={(key) => keep(multiple ? [...keys.filter((existing) => existing !== key), key] : [key])}
      />
      <p className="halaqa-field__hint">{texts.whereToUpload}</p>
    </FieldFrame>
  );
}
