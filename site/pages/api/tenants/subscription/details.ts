import { subscriptionDetails } from '@halaqa/cms/services/plans/read-subscription-details';
import { endpoint, tenantContext } from '@site/server/endpoint';
import { json } from '@site/server/http';
import { requireSiteOwner } from '@site/server/site-owner';

/** GET /api/tenants/subscription/details (Authorization: Bearer <owner's token>) → 200 the subscription. */
export const GET = endpoint(async (context) => {
  await requireSiteOwner(context);
  return json(await subscriptionDetails(tenantContext(context)));
});
