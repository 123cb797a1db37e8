import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $insertNodes, $setSelection, type BaseSelection } from 'lexical';
import { useId, useRef, useState } from 'react';
import type { Translate } from '@halaqa/shared/i18n/index';
import { uploadFile } from '../api-client';
import { FormAlert } from '../auth/FormParts';
import { $createImageNode } from './image-node';

interface ImagePanelProps {
  t: Translate;
  /** The upload's key folder (the file call's `segment`). */
  segment: string;
  /** Where the image goes: the selection when the image button was pressed. */
  selection: BaseSelection | null;
  onClose: () => void;
}

/**
 * Inserts an image: the file goes up through the site's file call (POST /api/files/upload) and the
 * image shows from its public address, with the description the writer gives for people who
 * cannot see it. The server's refusal (type, size, plan storage) shows as it is.
 */
export function ImagePanel({ t, segment, selection, onClose }: ImagePanelProps) {
  const [editor] = useLexicalComposerContext();
  const [error, setError] = useState<string>();
  const [uploading, setUploading] = useState(false);
  const file = useRef<HTMLInputElement>(null);
  const alt = useRef<HTMLInputElement>(null);
  const id = useId();

  async function insert() {
    const chosen = file.current?.files?.[0];
    if (!chosen) return setError(t('richText.imageMissing'));
    setUploading(true);
    setError(undefined);
    try {
      const outcome = await uploadFile(chosen, segment);
      if (!('key' in outcome)) return setError(outcome.error ?? t('errors.internal'));
      const description = alt.current?.value.trim() ?? '';
      editor.update(() => {
        if (selection) $setSelection(selection.clone());
        $insertNodes([$createImageNode(`/files/${outcome.key}`, description)]);
      });
      onClose();
    } catch {
      setError(t('errors.network'));
    } finally {
      setUploading(false);
    }
  }

  return (
    <div className="rich-text-panel" role="group" aria-labelledby={`${id}-title`} onKeyDown={(event) => event.key === 'Escape' && onClose()}>
      <p className="field-label" id={`${id}-title`}>
        {t('richText.image')}
      </p>
      <label className="field">
        <span className="field-label">{t('richText.imageFile')}</span>
        <input ref={file} type="file" accept="image/*" disabled={uploading} />
      </label>
      <label className="field">
        <span className="field-label">{t('richText.imageAlt')}</span>
        <input
          ref={alt}
          maxLength={300}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void insert();
            }
          }}
        />
      </label>
      {uploading ? <p role="status">{t('richText.uploading')}</p> : null}
      <FormAlert message={error} />
      <div className="rich-text-panel-actions">
        <button type="button" disabled={uploading} onClick={() => void insert()}>
          {t('richText.insertImage')}
        </button>
        <button type="button" className="link-button" onClick={onClose}>
          {t('richText.cancel')}
        </button>
      </div>
    </div>
  );
}
