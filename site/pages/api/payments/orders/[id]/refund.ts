import { refundOrder } from '@halaqa/cms/services/commerce/refund-order';
import { ZRefundRequest } from '@halaqa/shared/api-contract/payments';
import { piastresOf } from '@halaqa/shared/commission';
import { endpoint, tenantContext } from '@site/server/endpoint';
import { idParam, requireSignedIn } from '@site/server/guards';
import { json, readOptionalJsonBody } from '@site/server/http';

/** POST /api/payments/orders/{id}/refund [{amount}] → the owner refunds the order, in part (amount in EGP) or all that is left. */
export const POST = endpoint(async (context) => {
  const { actor } = requireSignedIn(context);
  const { amount } = await readOptionalJsonBody(context.request, ZRefundRequest);
  return json(await refundOrder(tenantContext(context), actor, idParam(context), amount === undefined ? undefined : piastresOf(amount)));
});
