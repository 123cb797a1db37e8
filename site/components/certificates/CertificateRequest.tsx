import { useState } from 'react';
import type { TCertificate } from '@halaqa/shared/api-contract/certificates';
import { callApi } from '../api-client';
import { FormAlert } from '../auth/FormParts';
import { withCrashScreenAndTexts } from '../shell/CrashScreen';
import { useHydrated } from '../use-hydrated';
import { useTranslator, type TranslatedProps } from '../use-translator';
import textsOf from 'virtual:island-texts/certificate-request';

export interface CertificateRequestProps extends TranslatedProps {
  courseId: string;
  /** The student's certificate, when it was issued already. */
  issued: TCertificate | null;
}

/**
 * "Get your certificate" on the course page for its registered students (issue #6): asks
 * POST /api/courses/{id}/certificate, shows why not when the course's rule refuses, and once
 * issued links to the public verification page and the PDF.
 */
function CertificateRequest({ language, messages, courseId, issued }: CertificateRequestProps) {
  const t = useTranslator(language, messages);
  const hydrated = useHydrated();
  const [certificate, setCertificate] = useState(issued);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string>();

  async function request() {
    setBusy(true);
    setRefusal(undefined);
    try {
      const result = await callApi<TCertificate>('POST', `/api/courses/${courseId}/certificate`);
      if (result.ok && result.data) setCertificate(result.data);
      else setRefusal(result.error ?? t('certificates.get.failed'));
    } catch {
      setRefusal(t('errors.network'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="certificate-request-heading" className="certificate-request" data-testid="certificate-request">
      <h2 id="certificate-request-heading">{t('certificates.get.heading')}</h2>
      {certificate ? (
        <>
          <p className="notice success" role="status">
            {t('certificates.get.issued')}
          </p>
          <p className="certificate-links">
            <a href={certificate.verifyUrl}>{t('certificates.get.view')}</a>
            <a className="button" href={certificate.pdfUrl}>
              {t('certificates.get.download')}
            </a>
          </p>
        </>
      ) : (
        <>
          <p>{t('certificates.get.intro')}</p>
          <button type="button" disabled={!hydrated || busy} onClick={() => void request()}>
            {busy ? t('certificates.get.busy') : t('certificates.get.button')}
          </button>
          <FormAlert message={refusal} />
        </>
      )}
    </section>
  );
}

export default withCrashScreenAndTexts(textsOf, CertificateRequest);
