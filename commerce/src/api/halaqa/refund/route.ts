import type { MedusaRequest, MedusaResponse } from '@medusajs/framework/http';
import { z } from 'zod';
import { orderWithPayments, refundUpTo } from '../../../lib/refund-what-is-left';
import { respond } from '../../../lib/respond';
import { HalaqaRefusal } from '../../../lib/route-error';

/**
 * POST /halaqa/refund {salesChannelId, orderId, upTo?}: refunds the order's payment through Paymob
 * until `upTo` (EGP in pounds; left out, all of it) has been refunded of it in all. Only the
 * difference is refunded, so a repeat does nothing (issue #44, item 5: partial refunds).
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  await respond(res, z.object({ salesChannelId: z.string().min(1), orderId: z.string().min(1), upTo: z.number().positive().optional() }), req.body, async ({ salesChannelId, orderId, upTo }) => {
    const order = await orderWithPayments(req.scope, orderId);
    if (!order || order.sales_channel_id !== salesChannelId) throw new HalaqaRefusal('NOT_FOUND', 404);
    await refundUpTo(req.scope, order, upTo);
    return { ok: true };
  });
}
