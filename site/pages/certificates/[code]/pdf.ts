import type { APIRoute } from 'astro';
import { certificateDesignOfCourse } from '@halaqa/cms/services/certificates/find-certificate-template';
import { certificateView } from '@halaqa/cms/services/certificates/certificate-view';
import { findCertificateByCode } from '@halaqa/cms/services/certificates/find-certificate-by-code';
import { holderFormOfAddress } from '@halaqa/cms/services/certificates/holder-form-of-address';
import { keptCertificatePdf } from '@halaqa/cms/services/certificates/printed-certificate';
import { readFile } from '@halaqa/cms/services/files/read-file';
import { certificateHtml } from '@site/server/certificate-html';
import { RENDER_ORIGIN, renderCertificatePdf } from '@site/server/certificate-pdf';
import { tenantContext } from '@site/server/endpoint';
import { AppError, AppErrorCode, type TAppErrorCode } from '@halaqa/shared/errors';

/** The printer's 503s: too many waiting (try again), or no Chromium on this server. */
const PRINTER_REFUSALS = new Set<TAppErrorCode>([AppErrorCode.SERVICE_UNAVAILABLE, AppErrorCode.PDFS_UNAVAILABLE]);

/**
 * GET /certificates/{code}/pdf: the certificate as an A4 landscape PDF, public like its
 * verification page, printed with the course's current design (and signature) in the reader's language.
 * A code of another site, or none, is this site's 404 page. Printed once per design and
 * language, then read from the store; when too many wait to be printed, a 503 to try again, and
 * a 503 saying PDFs are not available when the server has no Chromium.
 */
export const GET: APIRoute = async (context) => {
  const ctx = tenantContext(context);
  const { language, t } = context.locals;
  const certificate = await findCertificateByCode(ctx, context.params.code ?? '');
  if (!certificate) return context.rewrite('/404');
  const { template, signature } = await certificateDesignOfCourse(ctx, certificate.subjectId);
  const html = certificateHtml({
    template,
    signature,
    facts: certificateView(certificate, context.locals.tenant, t('common.deletedUser')),
    holder: await holderFormOfAddress(ctx, certificate),
    language,
    t,
    baseUrl: `${RENDER_ORIGIN}/`,
    site: { logoKey: context.locals.tenant.siteLogo ?? '', name: context.locals.tenant.siteName },
  });
  let pdf: Uint8Array;
  try {
    // Only public files: a template cannot print someone's private upload.
    pdf = await keptCertificatePdf(ctx, certificate.code, html, () => renderCertificatePdf(html, (key) => readFile(ctx, key, null)));
  } catch (error) {
    if (!(error instanceof AppError && PRINTER_REFUSALS.has(error.code))) throw error;
    // Only a busy printer is worth asking again soon; a missing one waits for an operator.
    const headers: Record<string, string> = { 'content-type': 'text/plain; charset=utf-8' };
    if (error.code === AppErrorCode.SERVICE_UNAVAILABLE) headers['retry-after'] = '10';
    return new Response(t(error.messageKey), { status: error.status, headers });
  }
  return new Response(new Uint8Array(pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="certificate-${certificate.code}.pdf"`,
      // The design may change; a browser asks again rather than keep an old copy.
      'cache-control': 'no-cache',
    },
  });
};
