import { startInvoicePayment } from '@halaqa/cms/services/plans/start-invoice-payment';
import { ZPayInvoice } from '@halaqa/shared/api-contract/subscription';
import { endpoint, tenantContext } from '@site/server/endpoint';
import { idParam } from '@site/server/guards';
import { json, readJsonBody } from '@site/server/http';
import { requireSiteOwner } from '@site/server/site-owner';

/** POST /api/tenants/pay/{id} {token, plan} → 200 { redirectUrl }: Paymob's page for the invoice. */
export const POST = endpoint(async (context) => {
  const id = idParam(context);
  const { token, plan } = await readJsonBody(context.request, ZPayInvoice);
  const owner = await requireSiteOwner(context, token);
  return json(await startInvoicePayment(tenantContext(context), owner, id, plan));
});
