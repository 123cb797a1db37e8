import { changePlan } from '@halaqa/cms/services/plans/change-plan';
import { invoiceView } from '@halaqa/cms/services/plans/invoice-view';
import { subscriptionDetails } from '@halaqa/cms/services/plans/read-subscription-details';
import { ZChangePlan } from '@halaqa/shared/api-contract/subscription';
import { endpoint, tenantContext } from '@site/server/endpoint';
import { json, readJsonBody } from '@site/server/http';
import { requireSiteOwner } from '@site/server/site-owner';

/** POST /api/tenants/subscription/change-plan {newPlan, token, cycle?} → 200 { details, invoice }. */
export const POST = endpoint(async (context) => {
  const { token, newPlan, cycle } = await readJsonBody(context.request, ZChangePlan);
  await requireSiteOwner(context, token);
  const ctx = tenantContext(context);
  const invoice = await changePlan(ctx, { newPlan, cycle });
  return json({ details: await subscriptionDetails(ctx), invoice: invoice && invoiceView(invoice) });
});
