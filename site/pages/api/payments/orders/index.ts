import { listOrders } from '@halaqa/cms/services/commerce/list-orders';
import { endpoint, tenantContext } from '@site/server/endpoint';
import { requireSignedIn } from '@site/server/guards';
import { json } from '@site/server/http';

/** GET /api/payments/orders → the site's paid orders, for its owner. */
export const GET = endpoint(async (context) => json(await listOrders(tenantContext(context), requireSignedIn(context).actor)));
