import { requestPayout } from '@halaqa/cms/services/earnings/request-payout';
import { ZPayoutRequest } from '@halaqa/shared/api-contract/earnings';
import { endpoint, tenantContext } from '@site/server/endpoint';
import { requireSignedIn } from '@site/server/guards';
import { json, readOptionalJsonBody } from '@site/server/http';

/** POST /api/teacher/payouts {amount?} → 200 the pending payout (the whole balance when no amount). */
export const POST = endpoint(async (context) => {
  const { actor } = requireSignedIn(context);
  const { amount } = await readOptionalJsonBody(context.request, ZPayoutRequest);
  return json(await requestPayout(tenantContext(context), actor, amount));
});
