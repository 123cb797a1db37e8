"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.POST = POST;
const core_flows_1 = require("@medusajs/medusa/core-flows");
const utils_1 = require("@medusajs/framework/utils");
const zod_1 = require("zod");
const respond_1 = require("../../../lib/respond");
const route_error_1 = require("../../../lib/route-error");
/**
 * POST /halaqa/refund {salesChannelId, orderId}: refunds what is left of the order's payment
 * through Paymob; an order refunded already is left alone, so a repeat does nothing.
 */
async function POST(req, res) {
    await (0, respond_1.respond)(res, zod_1.z.object({ salesChannelId: zod_1.z.string().min(1), orderId: zod_1.z.string().min(1) }), req.body, async ({ salesChannelId, orderId }) => {
        const query = req.scope.resolve(utils_1.ContainerRegistrationKeys.QUERY);
        const { data: [order], } = await query.graph({
            entity: 'order',
            fields: ['id', 'sales_channel_id', 'payment_collections.payments.id', 'payment_collections.payments.amount', 'payment_collections.payments.refunds.amount'],
            filters: { id: orderId },
        });
        if (!order || order.sales_channel_id !== salesChannelId)
            throw new route_error_1.HalaqaRefusal('NOT_FOUND', 404);
        const collections = (order.payment_collections ?? []);
        for (const payment of collections.flatMap((collection) => collection?.payments ?? [])) {
            if (!payment)
                continue;
            const refunded = (payment.refunds ?? []).reduce((sum, refund) => sum + Number(refund?.amount ?? 0), 0);
            const left = Number(payment.amount) - refunded;
            if (left > 0)
                await (0, core_flows_1.refundPaymentWorkflow)(req.scope).run({ input: { payment_id: payment.id, amount: left } });
        }
        return { ok: true };
    });
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJmaWxlIjoicm91dGUuanMiLCJzb3VyY2VSb290IjoiIiwic291cmNlcyI6WyIuLi8uLi8uLi8uLi8uLi8uLi9zcmMvYXBpL2hhbGFxYS9yZWZ1bmQvcm91dGUudHMiXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6Ijs7QUFXQSxvQkFvQkM7QUE5QkQsNERBQW9FO0FBQ3BFLHFEQUFzRTtBQUN0RSw2QkFBd0I7QUFDeEIsa0RBQStDO0FBQy9DLDBEQUF5RDtBQUV6RDs7O0dBR0c7QUFDSSxLQUFLLFVBQVUsSUFBSSxDQUFDLEdBQWtCLEVBQUUsR0FBbUI7SUFDaEUsTUFBTSxJQUFBLGlCQUFPLEVBQUMsR0FBRyxFQUFFLE9BQUMsQ0FBQyxNQUFNLENBQUMsRUFBRSxjQUFjLEVBQUUsT0FBQyxDQUFDLE1BQU0sRUFBRSxDQUFDLEdBQUcsQ0FBQyxDQUFDLENBQUMsRUFBRSxPQUFPLEVBQUUsT0FBQyxDQUFDLE1BQU0sRUFBRSxDQUFDLEdBQUcsQ0FBQyxDQUFDLENBQUMsRUFBRSxDQUFDLEVBQUUsR0FBRyxDQUFDLElBQUksRUFBRSxLQUFLLEVBQUUsRUFBRSxjQUFjLEVBQUUsT0FBTyxFQUFFLEVBQUUsRUFBRTtRQUM5SSxNQUFNLEtBQUssR0FBRyxHQUFHLENBQUMsS0FBSyxDQUFDLE9BQU8sQ0FBQyxpQ0FBeUIsQ0FBQyxLQUFLLENBQUMsQ0FBQztRQUNqRSxNQUFNLEVBQ0osSUFBSSxFQUFFLENBQUMsS0FBSyxDQUFDLEdBQ2QsR0FBRyxNQUFNLEtBQUssQ0FBQyxLQUFLLENBQUM7WUFDcEIsTUFBTSxFQUFFLE9BQU87WUFDZixNQUFNLEVBQUUsQ0FBQyxJQUFJLEVBQUUsa0JBQWtCLEVBQUUsaUNBQWlDLEVBQUUscUNBQXFDLEVBQUUsNkNBQTZDLENBQUM7WUFDM0osT0FBTyxFQUFFLEVBQUUsRUFBRSxFQUFFLE9BQU8sRUFBRTtTQUN6QixDQUFDLENBQUM7UUFDSCxJQUFJLENBQUMsS0FBSyxJQUFJLEtBQUssQ0FBQyxnQkFBZ0IsS0FBSyxjQUFjO1lBQUUsTUFBTSxJQUFJLDJCQUFhLENBQUMsV0FBVyxFQUFFLEdBQUcsQ0FBQyxDQUFDO1FBQ25HLE1BQU0sV0FBVyxHQUFHLENBQUMsS0FBSyxDQUFDLG1CQUFtQixJQUFJLEVBQUUsQ0FBd0YsQ0FBQztRQUM3SSxLQUFLLE1BQU0sT0FBTyxJQUFJLFdBQVcsQ0FBQyxPQUFPLENBQUMsQ0FBQyxVQUFVLEVBQUUsRUFBRSxDQUFDLFVBQVUsRUFBRSxRQUFRLElBQUksRUFBRSxDQUFDLEVBQUUsQ0FBQztZQUN0RixJQUFJLENBQUMsT0FBTztnQkFBRSxTQUFTO1lBQ3ZCLE1BQU0sUUFBUSxHQUFHLENBQUMsT0FBTyxDQUFDLE9BQU8sSUFBSSxFQUFFLENBQUMsQ0FBQyxNQUFNLENBQUMsQ0FBQyxHQUFXLEVBQUUsTUFBTSxFQUFFLEVBQUUsQ0FBQyxHQUFHLEdBQUcsTUFBTSxDQUFDLE1BQU0sRUFBRSxNQUFNLElBQUksQ0FBQyxDQUFDLEVBQUUsQ0FBQyxDQUFDLENBQUM7WUFDL0csTUFBTSxJQUFJLEdBQUcsTUFBTSxDQUFDLE9BQU8sQ0FBQyxNQUFNLENBQUMsR0FBRyxRQUFRLENBQUM7WUFDL0MsSUFBSSxJQUFJLEdBQUcsQ0FBQztnQkFBRSxNQUFNLElBQUEsa0NBQXFCLEVBQUMsR0FBRyxDQUFDLEtBQUssQ0FBQyxDQUFDLEdBQUcsQ0FBQyxFQUFFLEtBQUssRUFBRSxFQUFFLFVBQVUsRUFBRSxPQUFPLENBQUMsRUFBRSxFQUFFLE1BQU0sRUFBRSxJQUFJLEVBQUUsRUFBRSxDQUFDLENBQUM7UUFDaEgsQ0FBQztRQUNELE9BQU8sRUFBRSxFQUFFLEVBQUUsSUFBSSxFQUFFLENBQUM7SUFDdEIsQ0FBQyxDQUFDLENBQUM7QUFDTCxDQUFDIn0=