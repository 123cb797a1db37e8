import { orderReceiptOf } from '@halaqa/cms/services/commerce/order-receipt';
import { endpoint, tenantContext } from '@site/server/endpoint';
import { requireSignedIn } from '@site/server/guards';
import { renderOrderReceiptPdf } from '@site/server/receipt-pdf';

/**
 * GET /api/payments/receipt/{number} (the buyer signed in): the receipt of one of their orders,
 * by the number they see ("R-000042"), as a PDF download in the page's language. Another
 * buyer's order, or another site's, answers 404 like one that does not exist.
 */
export const GET = endpoint(async (context) => {
  const { actor } = requireSignedIn(context);
  const receipt = await orderReceiptOf(tenantContext(context), actor, context.params.number ?? '');
  const { language, t } = context.locals;
  const pdf = await renderOrderReceiptPdf(receipt, t, language);
  return new Response(new Uint8Array(pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="receipt-${receipt.number}.pdf"`,
      // The buyer's own document: never kept by a shared cache.
      'cache-control': 'private, no-store',
    },
  });
});
