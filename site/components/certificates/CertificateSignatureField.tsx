import type { Translate } from '@halaqa/shared/i18n/translator';
import { useCertificateImageUpload } from './certificate-image-upload';
import { FormAlert } from '../auth/FormParts';

export interface CertificateSignatureValue {
  /** The signature image's key ('' for none). */
  key: string;
  /** The name under it ('' for the trainer's). */
  signer: string;
}

interface Props {
  t: Translate;
  hydrated: boolean;
  value: CertificateSignatureValue;
  /** The course's trainer's name, printed when no signer is written. */
  trainerName: string;
  onChange: (value: CertificateSignatureValue) => void;
}

/**
 * The default design's signature (issue #44, item 8): a picture uploaded as a public file of the
 * site, shown here as it is, and the name printed under it. Saved with the rest of the designer;
 * an upload's error shows here, beside the control that failed.
 */
export function CertificateSignatureField({ t, hydrated, value, trainerName, onChange }: Props) {
  const { uploading, error, upload } = useCertificateImageUpload(t);

  return (
    <fieldset disabled={!hydrated} className="certificate-signature" aria-describedby="certificate-signature-hint">
      <legend>{t('certificates.designer.signatureHeading')}</legend>
      <span id="certificate-signature-hint" className="muted">
        {t('certificates.designer.signatureHint')}
      </span>
      {value.key ? <img src={`/files/${value.key}`} alt={t('certificates.designer.signatureAlt')} className="certificate-signature-image" data-testid="certificate-signature-image" /> : null}
      <div className="certificate-template-actions">
        <label className="inline-field">
          <span>{uploading ? t('certificates.designer.uploading') : t(value.key ? 'certificates.designer.replaceSignature' : 'certificates.designer.addSignature')}</span>
          <input type="file" accept="image/png,image/jpeg,image/webp" disabled={uploading} onChange={(event) => void upload(event, (key) => onChange({ ...value, key }))} />
        </label>
        {value.key ? (
          <button type="button" className="secondary" onClick={() => onChange({ ...value, key: '' })}>
            {t('certificates.designer.removeSignature')}
          </button>
        ) : null}
      </div>
      <FormAlert message={error} />
      <label className="field">
        <span className="field-label">{t('certificates.designer.signer')}</span>
        <input
          type="text"
          name="certificateSigner"
          maxLength={100}
          value={value.signer}
          placeholder={trainerName}
          aria-describedby="certificate-signer-hint"
          onChange={(event) => onChange({ ...value, signer: event.target.value })}
        />
        <span id="certificate-signer-hint" className="muted">
          {trainerName ? t('certificates.designer.signerHint', { name: trainerName }) : t('certificates.designer.signerHintNoTrainer')}
        </span>
      </label>
    </fieldset>
  );
}
