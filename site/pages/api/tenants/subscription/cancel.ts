import { cancelSubscription } from '@halaqa/cms/services/plans/cancel-subscription';
import { subscriptionDetails } from '@halaqa/cms/services/plans/read-subscription-details';
import { ZCancelSubscription } from '@halaqa/shared/api-contract/subscription';
import { endpoint, tenantContext } from '@site/server/endpoint';
import { json, readJsonBody } from '@site/server/http';
import { requireSiteOwner } from '@site/server/site-owner';

/** POST /api/tenants/subscription/cancel {token, when: end_of_cycle | immediate} → 200 the subscription. */
export const POST = endpoint(async (context) => {
  const { token, when } = await readJsonBody(context.request, ZCancelSubscription);
  await requireSiteOwner(context, token);
  const ctx = tenantContext(context);
  await cancelSubscription(ctx, when);
  return json(await subscriptionDetails(ctx));
});
