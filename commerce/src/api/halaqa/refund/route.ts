import type { MedusaRequest, MedusaResponse } from '@medusajs/framework/http';
import { refundPaymentWorkflow } from '@medusajs/medusa/core-flows';
import { ContainerRegistrationKeys } from '@medusajs/framework/utils';
import { z } from 'zod';
import { respond } from '../../../lib/respond';
import { HalaqaRefusal } from '../../../lib/route-error';

/**
 * POST /halaqa/refund {salesChannelId, orderId}: refunds what is left of the order's payment
 * through Paymob; an order refunded already is left alone, so a repeat does nothing.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  await respond(res, z.object({ salesChannelId: z.string().min(1), orderId: z.string().min(1) }), req.body, async ({ salesChannelId, orderId }) => {
    const query = req.scope.resolve(ContainerRegistrationKeys.QUERY);
    const {
      data: [order],
    } = await query.graph({
      entity: 'order',
      fields: ['id', 'sales_channel_id', 'payment_collections.payments.id', 'payment_collections.payments.amount', 'payment_collections.payments.refunds.amount'],
      filters: { id: orderId },
    });
    if (!order || order.sales_channel_id !== salesChannelId) throw new HalaqaRefusal('NOT_FOUND', 404);
    const collections = (order.payment_collections ?? []) as { payments?: { id: string; amount: unknown; refunds?: { amount: unknown }[] }[] }[];
    for (const payment of collections.flatMap((collection) => collection?.payments ?? [])) {
      if (!payment) continue;
      const refunded = (payment.refunds ?? []).reduce((sum: number, refund) => sum + Number(refund?.amount ?? 0), 0);
      const left = Number(payment.amount) - refunded;
      if (left > 0) await refundPaymentWorkflow(req.scope).run({ input: { payment_id: payment.id, amount: left } });
    }
    return { ok: true };
  });
}
