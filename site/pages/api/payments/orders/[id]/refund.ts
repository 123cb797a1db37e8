import { refundOrder } from '@halaqa/cms/services/commerce/refund-order';
import { endpoint, tenantContext } from '@site/server/endpoint';
import { idParam, requireSignedIn } from '@site/server/guards';
import { json } from '@site/server/http';

/** POST /api/payments/orders/{id}/refund → the owner refunds the order in full. */
export const POST = endpoint(async (context) => json(await refundOrder(tenantContext(context), requireSignedIn(context).actor, idParam(context))));
