import type { MedusaRequest, MedusaResponse } from '@medusajs/framework/http';
import { z } from 'zod';
import { ensureStore } from '../../../lib/catalogue';
import { respond } from '../../../lib/respond';

/** POST /halaqa/stores {tenantId, name} → the site's {salesChannelId, publishableKey}, created once. */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  await respond(res, z.object({ tenantId: z.string().uuid(), name: z.string().min(1).max(200) }), req.body, ({ tenantId, name }) => ensureStore(req.scope, { id: tenantId, name }));
}
