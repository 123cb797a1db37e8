import type { APIRoute } from 'astro';
import { certificateTemplateOf } from '@halaqa/cms/services/certificates/certificate-design';
import { certificateView, findCertificateByCode } from '@halaqa/cms/services/certificates/find-certificate';
import { readFile } from '@halaqa/cms/services/files/read-file';
import { certificateHtml } from '@site/server/certificate-html';
import { RENDER_ORIGIN, renderCertificatePdf } from '@site/server/certificate-pdf';
import { tenantContext } from '@site/server/endpoint';

/**
 * GET /certificates/{code}/pdf: the certificate as an A4 landscape PDF, public like its
 * verification page, printed with the course's current design in the reader's language.
 * A code of another site, or none, is this site's 404 page.
 */
export const GET: APIRoute = async (context) => {
  const ctx = tenantContext(context);
  const { language, t } = context.locals;
  const certificate = await findCertificateByCode(ctx, context.params.code ?? '');
  if (!certificate) return context.rewrite('/404');
  const html = certificateHtml({
    template: await certificateTemplateOf(ctx, certificate.subjectId),
    facts: certificateView(certificate, context.locals.tenant, t('common.deletedUser')),
    language,
    t,
    baseUrl: `${RENDER_ORIGIN}/`,
  });
  // Only public files: a template cannot print someone's private upload.
  const pdf = await renderCertificatePdf(html, (key) => readFile(ctx, key, null));
  return new Response(new Uint8Array(pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="certificate-${certificate.code}.pdf"`,
      // The design may change; a browser asks again rather than keep an old copy.
      'cache-control': 'no-cache',
    },
  });
};
