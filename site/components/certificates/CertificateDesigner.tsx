import { useRef, useState, type FormEvent } from 'react';
import type { LexicalEditor } from 'lexical';
import type { TCourse } from '@halaqa/shared/api-contract/course-shapes';
import { CERTIFICATE_PLACEHOLDERS, type CertificatePlaceholder, defaultCertificateTemplate } from '@halaqa/shared/certificate-template';
import type { CertificateSourceOption } from '@halaqa/cms/services/certificates/read-certificate-design';
import { callApi } from '../api-client';
import { FormAlert, FormSuccess, SubmitButton } from '../auth/FormParts';
import { withCrashScreenAndTexts } from '../shell/CrashScreen';
import { useHydrated } from '../use-hydrated';
import { useTranslator, type TranslatedProps } from '../use-translator';
import { useCertificateImageUpload } from './certificate-image-upload';
import { CertificatePreview } from './CertificatePreview';
import { CertificateSignatureField, type CertificateSignatureValue } from './CertificateSignatureField';
import { $setTemplateHtml } from './template-lexical';
import { $createPlaceholderNode, $createTemplateVoidNode } from './template-nodes';
import { insertAtCaret, VisualTemplateEditor } from './VisualTemplateEditor';
import { CERTIFICATE_RULES, ruleOfScore, scoreOfRule, type CertificateRule } from './certificate-rule';
import textsOf from 'virtual:island-texts/certificate-designer';

export interface CertificateDesignerProps extends TranslatedProps {
  courseId: string;
  certificateTemplate: string;
  certConfig: TCourse['cert_config'];
  /** The course's quiz and assignment lessons, as cert_config.source entries. */
  sources: CertificateSourceOption[];
  /** The signature image's key and the name under it, as saved. */
  signature: CertificateSignatureValue;
  trainerName: string;
  /** The site's logo (a public file's key) and name, which the default design shows. */
  site: { logoKey: string; name: string };
}

/**
 * The certificate designer (learning-content §2, issue #6) in the course editor: who receives the
 * certificate (cert_config.score and source) and its design, edited in place with placeholders as
 * chips (issue #14) or as HTML by experts, with placeholder buttons, the default design's
 * signature (issue #44, item 8) and a live preview with sample values. Saved with PUT /api/courses/{id}.
 */
function CertificateDesigner({ language, messages, courseId, certificateTemplate, certConfig, sources, signature: savedSignature, trainerName, site }: CertificateDesignerProps) {
  const t = useTranslator(language, messages);
  const hydrated = useHydrated();
  const initial = ruleOfScore(certConfig.score);
  const [rule, setRule] = useState<CertificateRule>(initial.rule);
  const [minimum, setMinimum] = useState(String(initial.minimum));
  // Nothing chosen yet (a new course's empty list) reads as "all", the useful default.
  const [allSources, setAllSources] = useState(certConfig.source === '*' || certConfig.source.length === 0);
  const [chosen, setChosen] = useState(() => new Set(certConfig.source === '*' ? [] : certConfig.source));
  const [template, setTemplate] = useState(certificateTemplate);
  const [signature, setSignature] = useState(savedSignature);
  const editor = useRef<HTMLTextAreaElement>(null);
  // Visual by default; the HTML view is for experts. Each mode starts from the other's latest template.
  const [mode, setMode] = useState<'visual' | 'html'>('visual');
  const visualEditor = useRef<LexicalEditor | null>(null);
  const image = useCertificateImageUpload(t);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [saved, setSaved] = useState(false);

  /** Puts `text` where the caret is (or over the selection) and leaves the caret after it. */
  function insert(text: string) {
    const area = editor.current;
    const start = area?.selectionStart ?? template.length;
    const end = area?.selectionEnd ?? template.length;
    setTemplate(template.slice(0, start) + text + template.slice(end));
    setSaved(false);
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(start + text.length, start + text.length);
    });
  }

  /** Puts an uploaded picture where the caret is, in either mode. */
  function insertImage(key: string) {
    if (mode === 'visual' && visualEditor.current) insertAtCaret(visualEditor.current, () => $createTemplateVoidNode('img', { src: `/files/${key}`, alt: '', style: 'max-height:30mm;' }));
    else insert(`<img src="/files/${key}" alt="" style="max-height:30mm;">`);
  }

  function insertPlaceholder(name: CertificatePlaceholder) {
    if (mode === 'visual' && visualEditor.current) insertAtCaret(visualEditor.current, () => $createPlaceholderNode(name));
    else insert(`{{${name}}}`);
  }

  function startFromDefault() {
    const design = defaultCertificateTemplate(t, { withGrade: true });
    // In the visual editor it is one step that Undo takes back.
    if (mode === 'visual' && visualEditor.current) visualEditor.current.update(() => $setTemplateHtml(design));
    else edited(setTemplate)(design);
  }

  function toggleSource(value: string, on: boolean) {
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(value);
      else next.delete(value);
      return next;
    });
    setSaved(false);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    setSaved(false);
    try {
      const cert_config = { score: scoreOfRule(rule, Number.parseFloat(minimum)), source: allSources ? '*' : sources.map((source) => source.value).filter((value) => chosen.has(value)) };
      const result = await callApi<TCourse>('PUT', `/api/courses/${courseId}`, {
        certificateTemplate: template,
        cert_config,
        certificateSignature: signature.key,
        certificateSigner: signature.signer.trim(),
      });
      if (result.ok) setSaved(true);
      else setError(result.error ?? t('certificates.designer.saveFailed'));
    } catch {
      setError(t('errors.network'));
    } finally {
      setBusy(false);
    }
  }

  /** Any change un-says "saved". */
  function edited<T>(set: (value: T) => void) {
    return (value: T) => {
      set(value);
      setSaved(false);
    };
  }
  const placeholderLabel = (name: CertificatePlaceholder) => t(`certificates.designer.placeholder.${name}`);
  const chipLabel = (name: CertificatePlaceholder) => ({ label: placeholderLabel(name), title: t('authoring.certificate.chipTitle', { name: placeholderLabel(name) }) });

  return (
    <section aria-labelledby="certificate-designer-heading" className="certificate-designer" data-testid="certificate-designer">
      <h2 id="certificate-designer-heading">{t('certificates.designer.heading')}</h2>
      <p className="muted">{t('certificates.designer.intro')}</p>
      <form className="teaching-form" onSubmit={onSubmit} noValidate>
        {/* Until the script runs the fields wait: a choice made before, React would set back on hydrating. */}
        <fieldset disabled={!hydrated}>
          <legend>{t('certificates.designer.rule')}</legend>
          {CERTIFICATE_RULES.map((option) => (
            <label key={option} className="checkbox">
              <input type="radio" name="certificate-rule" value={option} checked={rule === option} onChange={() => edited(setRule)(option)} />
              <span>{t(`certificates.designer.${option}`)}</span>
            </label>
          ))}
          {rule === 'threshold' ? (
            <label className="inline-field">
              <span>{t('certificates.designer.minimum')}</span>
              <input type="number" name="minimum" min={1} max={100} step={1} value={minimum} dir="ltr" onChange={(event) => edited(setMinimum)(event.target.value)} />
            </label>
          ) : null}
        </fieldset>

        {rule === 'threshold' ? (
          <fieldset disabled={!hydrated}>
            <legend>{t('certificates.designer.sources')}</legend>
            <label className="checkbox">
              <input type="radio" name="certificate-sources" checked={allSources} onChange={() => edited(setAllSources)(true)} />
              <span>{t('certificates.designer.allSources')}</span>
            </label>
            <label className="checkbox">
              <input type="radio" name="certificate-sources" checked={!allSources} onChange={() => edited(setAllSources)(false)} />
              <span>{t('certificates.designer.chosenSources')}</span>
            </label>
            {!allSources ? (
              sources.length > 0 ? (
                <ul className="certificate-sources">
                  {sources.map((source) => (
                    <li key={source.value}>
                      <label className="checkbox">
                        <input type="checkbox" checked={chosen.has(source.value)} onChange={(event) => toggleSource(source.value, event.target.checked)} />
                        <span>{t(`certificates.designer.${source.kind}Of`, { name: source.lessonName })}</span>
                      </label>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="muted">{t('certificates.designer.noSources')}</p>
              )
            ) : null}
          </fieldset>
        ) : null}

        <fieldset disabled={!hydrated} className="certificate-modes">
          <legend>{t('authoring.certificate.modes')}</legend>
          {(['visual', 'html'] as const).map((option) => (
            <label key={option} className="checkbox">
              <input type="radio" name="certificate-mode" value={option} checked={mode === option} onChange={() => setMode(option)} />
              <span>{t(`authoring.certificate.${option}`)}</span>
            </label>
          ))}
        </fieldset>
        <div className="field">
          {mode === 'visual' ? (
            <span className="field-label" id="certificate-visual-label">
              {t('authoring.certificate.visualLabel')}
            </span>
          ) : (
            <label className="field-label" htmlFor="certificate-template">
              {t('certificates.designer.template')}
            </label>
          )}
          <div role="group" aria-label={t('certificates.designer.placeholders')} className="certificate-placeholders">
            {CERTIFICATE_PLACEHOLDERS.map((name) => (
              <button key={name} type="button" className="secondary" disabled={!hydrated} onClick={() => insertPlaceholder(name)}>
                {placeholderLabel(name)}
              </button>
            ))}
          </div>
          {mode === 'html' ? (
            <>
              <textarea
                id="certificate-template"
                ref={editor}
                name="certificateTemplate"
                rows={12}
                dir="ltr"
                spellCheck={false}
                aria-describedby="certificate-template-hint"
                value={template}
                readOnly={!hydrated}
                onChange={(event) => edited(setTemplate)(event.target.value)}
              />
              <span id="certificate-template-hint" className="muted">
                {t('certificates.designer.templateHint')}
              </span>
            </>
          ) : (
            <>
              {hydrated ? (
                <VisualTemplateEditor
                  template={template}
                  onChange={edited(setTemplate)}
                  editorRef={visualEditor}
                  labelId="certificate-visual-label"
                  hintId="certificate-visual-hint"
                  placeholderLabel={chipLabel}
                />
              ) : (
                <div className="certificate-canvas-box" />
              )}
              <span id="certificate-visual-hint" className="muted">
                {t('authoring.certificate.visualHint')} {t('authoring.certificate.unknownKept')}
              </span>
            </>
          )}
          <div className="certificate-template-actions">
            <button type="button" className="secondary" disabled={!hydrated} onClick={startFromDefault}>
              {t('certificates.designer.useDefault')}
            </button>
            <label className="inline-field">
              <span>{image.uploading ? t('certificates.designer.uploading') : t('certificates.designer.addImage')}</span>
              <input type="file" accept="image/*" disabled={!hydrated || image.uploading} onChange={(event) => void image.upload(event, insertImage)} />
            </label>
          </div>
          <FormAlert message={image.error} />
        </div>

        <CertificateSignatureField t={t} hydrated={hydrated} value={signature} trainerName={trainerName} onChange={edited(setSignature)} />

        <CertificatePreview
          t={t}
          language={language}
          template={template}
          defaultDesign={{
            logo: site.logoKey ? { src: `/files/${site.logoKey}`, alt: site.name } : undefined,
            signature: signature.key ? { src: `/files/${signature.key}`, signer: signature.signer.trim() || trainerName } : undefined,
          }}
        />

        <FormAlert message={error} />
        <FormSuccess message={saved ? t('certificates.designer.saved') : null} />
        <SubmitButton busy={busy} label={t('certificates.designer.save')} busyLabel={t('certificates.designer.saving')} />
      </form>
    </section>
  );
}

export default withCrashScreenAndTexts(textsOf, CertificateDesigner);
