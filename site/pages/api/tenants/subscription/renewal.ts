import { setRenewalType } from '@halaqa/cms/services/plans/saved-card';
import { subscriptionDetails } from '@halaqa/cms/services/plans/read-subscription-details';
import { ZSetRenewal } from '@halaqa/shared/api-contract/subscription';
import { endpoint, tenantContext } from '@site/server/endpoint';
import { json, readJsonBody } from '@site/server/http';
import { requireSiteOwner } from '@site/server/site-owner';

/** POST /api/tenants/subscription/renewal {token, renewalType: automatic | manual} → 200 the subscription. */
export const POST = endpoint(async (context) => {
  const { token, renewalType } = await readJsonBody(context.request, ZSetRenewal);
  await requireSiteOwner(context, token);
  const ctx = tenantContext(context);
  await setRenewalType(ctx, renewalType);
  return json(await subscriptionDetails(ctx));
});
