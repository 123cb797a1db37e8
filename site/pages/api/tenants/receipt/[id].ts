import { paidInvoiceOf } from '@halaqa/cms/services/plans/invoices';
import { receiptDocumentOf } from '@halaqa/cms/services/plans/receipt';
import { translatorFor } from '@halaqa/shared/i18n/index';
import { endpoint, tenantContext } from '@site/server/endpoint';
import { idParam } from '@site/server/guards';
import { renderReceiptPdf } from '@site/server/receipt-pdf';
import { requireSiteOwner } from '@site/server/site-owner';

/**
 * GET /api/tenants/receipt/{id} (Authorization: Bearer <owner's token>): the receipt of a paid
 * invoice as a PDF download named receipt-{id}.pdf, in the owner's language.
 */
export const GET = endpoint(async (context) => {
  const owner = await requireSiteOwner(context);
  const ctx = tenantContext(context);
  const invoice = await paidInvoiceOf(ctx, idParam(context));
  const pdf = await renderReceiptPdf(receiptDocumentOf(ctx.tenant, invoice, owner), translatorFor(owner.language), owner.language);
  return new Response(new Uint8Array(pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="receipt-${invoice.id}.pdf"`,
      // The owner's own document: never kept by a shared cache.
      'cache-control': 'private, no-store',
    },
  });
});
