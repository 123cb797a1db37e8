import { useState, type ChangeEvent } from 'react';
import type { Translate } from '@halaqa/shared/i18n/index';
import { uploadFile } from '../api-client';
import { FormAlert } from '../auth/FormParts';

interface ImagePickerProps {
  /** Unique within the page; names the hint for screen readers. */
  id: string;
  label: string;
  /** The recommended size or ratio (platform-core §9). */
  hint: string;
  /** The uploaded file's key, or empty. */
  value: string;
  onChange: (key: string) => void;
  /** The upload's key folder, e.g. branding. */
  segment: string;
  /** How the preview is framed: square for a logo, 16:9 for covers and backgrounds. */
  shape: 'square' | 'wide';
  /** The server's refusal of the saved key (a settings form's field error). */
  error?: string;
  t: Translate;
}

/**
 * An image field of the wizard: the file is uploaded as soon as it is chosen and its key kept;
 * the server's refusal (a file name in Arabic letters, a type it does not take) shows as it is.
 */
export function ImagePicker({ id, label, hint, value, onChange, segment, shape, error: savedError, t }: ImagePickerProps) {
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | undefined>();

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    setUploading(true);
    setError(undefined);
    try {
      const outcome = await uploadFile(file, segment);
      if ('key' in outcome) onChange(outcome.key);
      else setError(outcome.error ?? t('errors.internal'));
    } catch {
      setError(t('errors.network'));
    } finally {
      setUploading(false);
    }
  }

  return (
    <div className="wizard-image">
      <label className="field">
        <span className="field-label">{label}</span>
        <input type="file" accept="image/*" aria-describedby={`${id}-hint`} disabled={uploading} onChange={(event) => void pick(event)} />
      </label>
      <p id={`${id}-hint`} className="muted wizard-hint">
        {hint}
      </p>
      {uploading ? <p role="status">{t('wizard.uploading')}</p> : null}
      {value ? (
        <div className="wizard-preview" data-shape={shape}>
          <img src={`/files/${value}`} alt={label} />
          <button type="button" className="link-button" onClick={() => onChange('')}>
            {t('wizard.removeImage')}
          </button>
        </div>
      ) : null}
      <FormAlert message={error ?? savedError} />
    </div>
  );
}
