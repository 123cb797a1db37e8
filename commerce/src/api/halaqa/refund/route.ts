import type { MedusaRequest, MedusaResponse } from '@medusajs/framework/http';
import { z } from 'zod';
import { orderWithPayments, refundWhatIsLeft } from '../../../lib/refund-what-is-left';
import { respond } from '../../../lib/respond';
import { HalaqaRefusal } from '../../../lib/route-error';

/**
 * POST /halaqa/refund {salesChannelId, orderId}: refunds what is left of the order's payment
 * through Paymob; an order refunded already is left alone, so a repeat does nothing.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  await respond(res, z.object({ salesChannelId: z.string().min(1), orderId: z.string().min(1) }), req.body, async ({ salesChannelId, orderId }) => {
    const order = await orderWithPayments(req.scope, orderId);
    if (!order || order.sales_channel_id !== salesChannelId) throw new HalaqaRefusal('NOT_FOUND', 404);
    await refundWhatIsLeft(req.scope, order);
    return { ok: true };
  });
}
