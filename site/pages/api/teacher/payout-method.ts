import { setPayoutMethod } from '@halaqa/cms/services/earnings/payout-method';
import { ZPayoutMethodInput } from '@halaqa/shared/payouts';
import { endpoint, tenantContext } from '@site/server/endpoint';
import { requireSignedIn } from '@site/server/guards';
import { json, readJsonBody } from '@site/server/http';

/** PUT /api/teacher/payout-method {kind, …details, confirmed: true} → 200 the method as saved. */
export const PUT = endpoint(async (context) => {
  const { actor } = requireSignedIn(context);
  const method = await readJsonBody(context.request, ZPayoutMethodInput);
  return json(await setPayoutMethod(tenantContext(context), actor, method));
});
