import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { certificateDocument, defaultCertificateTemplate, fillCertificateTemplate, sampleCertificateValues } from '@halaqa/shared/certificate-template';
import { directionOf, type Language } from '@halaqa/shared/i18n/languages';
import type { Translate } from '@halaqa/shared/i18n/translator';
import { useHydrated } from '../use-hydrated';

/** An A4 landscape page at 96 pixels per inch, the size the PDF is printed at. */
const PAGE_WIDTH = 1123;
const PAGE_HEIGHT = 794;

/**
 * The designer's live preview: the template filled with sample values on the same page as the
 * PDF, scaled to the width available. It is a sandboxed frame, so nothing in the template can
 * run, and its policy loads images only from this site, as the PDF does. (The server removes
 * what its sanitiser does not allow when it prints; the preview shows the template as written.)
 */
export function CertificatePreview({
  t,
  language,
  template,
  defaultDesign,
}: {
  t: Translate;
  language: Language;
  template: string;
  /** What the default design shows beside the sample values: the site's logo, the course's signature. */
  defaultDesign: Pick<Parameters<typeof defaultCertificateTemplate>[1], 'logo' | 'signature'>;
}) {
  const hydrated = useHydrated();
  const box = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(0.5);
  const shown = useDeferredValue(template);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setScale((entry?.contentRect.width ?? PAGE_WIDTH) / PAGE_WIDTH));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const custom = shown.trim() !== '';
  const origin = hydrated ? window.location.origin : '';
  const page = hydrated
    ? certificateDocument({
        body: fillCertificateTemplate(custom ? shown : defaultCertificateTemplate(t, { withGrade: true, ...defaultDesign }), sampleCertificateValues(t, language, origin)),
        language,
        direction: custom ? 'auto' : directionOf(language),
        baseUrl: `${origin}/`,
      })
    : '';

  return (
    <div className="certificate-preview">
      <h3 id="certificate-preview-heading">{t('certificates.designer.preview')}</h3>
      <div ref={box} className="certificate-preview-box" style={{ blockSize: `${PAGE_HEIGHT * scale}px` }}>
        {hydrated ? (
          <iframe
            title={t('certificates.designer.previewTitle')}
            sandbox=""
            srcDoc={page}
            data-testid="certificate-preview"
            style={{ width: `${PAGE_WIDTH}px`, height: `${PAGE_HEIGHT}px`, transform: `scale(${scale})` }}
          />
        ) : null}
      </div>
    </div>
  );
}
