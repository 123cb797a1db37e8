import { confirmInvoicePayment } from '@halaqa/cms/services/plans/confirm-invoice-payment';
import { subscriptionDetails } from '@halaqa/cms/services/plans/read-subscription-details';
import { ZConfirmInvoicePayment } from '@halaqa/shared/api-contract/subscription';
import { endpoint, tenantContext } from '@site/server/endpoint';
import { idParam } from '@site/server/guards';
import { json, readJsonBody } from '@site/server/http';
import { requireSiteOwner } from '@site/server/site-owner';

/** POST /api/tenants/pay/{id}/confirm {token, transactionId} → 200 the subscription, the invoice paid. */
export const POST = endpoint(async (context) => {
  const id = idParam(context);
  const { token, transactionId } = await readJsonBody(context.request, ZConfirmInvoicePayment);
  const owner = await requireSiteOwner(context, token);
  const ctx = tenantContext(context);
  await confirmInvoicePayment(ctx, owner, id, transactionId);
  return json(await subscriptionDetails(ctx));
});
