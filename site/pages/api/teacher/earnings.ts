import { earningsOverview } from '@halaqa/cms/services/earnings/earnings-overview';
import { endpoint, tenantContext } from '@site/server/endpoint';
import { requireSignedIn } from '@site/server/guards';
import { json } from '@site/server/http';

/** GET /api/teacher/earnings → 200 the caller's own earnings, balance, payouts and payout method. */
export const GET = endpoint(async (context) => json(await earningsOverview(tenantContext(context), requireSignedIn(context).actor)));
