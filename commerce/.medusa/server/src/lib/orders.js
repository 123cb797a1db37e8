"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.paidOrderOf = paidOrderOf;
const utils_1 = require("@medusajs/framework/utils");
/** An order as the site records it: who bought (cart metadata), what (line metadata), with which transaction. */
async function paidOrderOf(container, orderId) {
    const query = container.resolve(utils_1.ContainerRegistrationKeys.QUERY);
    const { data: [order], } = await query.graph({
        entity: 'order',
        fields: ['id', 'total', 'created_at', 'metadata', 'items.unit_price', 'items.quantity', 'items.metadata', 'cart.id', 'payment_collections.payments.data'],
        filters: { id: orderId },
    });
    if (!order)
        throw new Error(`Order ${orderId} not found`);
    const metadata = (order.metadata ?? {});
    const payment = order.payment_collections?.flatMap((collection) => collection?.payments ?? [])[0];
    const transactionId = payment?.data?.transaction_id;
    return {
        orderId: order.id,
        cartId: order.cart?.id ?? '',
        tenantId: metadata.tenant_id ?? '',
        userId: metadata.user_id ?? '',
        currency: 'egp',
        total: Number(order.total),
        lines: (order.items ?? []).map((item) => {
            const line = (item?.metadata ?? {});
            return { courseId: line.course_id ?? '', price: Number(item?.unit_price) * Number(item?.quantity ?? 1), per: line.per ?? 'lifetime' };
        }),
        transactionId: String(transactionId ?? ''),
        paidAt: new Date(order.created_at).toISOString(),
    };
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJmaWxlIjoib3JkZXJzLmpzIiwic291cmNlUm9vdCI6IiIsInNvdXJjZXMiOlsiLi4vLi4vLi4vLi4vc3JjL2xpYi9vcmRlcnMudHMiXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6Ijs7QUFRQSxrQ0EyQkM7QUFuQ0QscURBQXNFO0FBT3RFLGlIQUFpSDtBQUMxRyxLQUFLLFVBQVUsV0FBVyxDQUFDLFNBQTBCLEVBQUUsT0FBZTtJQUMzRSxNQUFNLEtBQUssR0FBRyxTQUFTLENBQUMsT0FBTyxDQUFDLGlDQUF5QixDQUFDLEtBQUssQ0FBQyxDQUFDO0lBQ2pFLE1BQU0sRUFDSixJQUFJLEVBQUUsQ0FBQyxLQUFLLENBQUMsR0FDZCxHQUFHLE1BQU0sS0FBSyxDQUFDLEtBQUssQ0FBQztRQUNwQixNQUFNLEVBQUUsT0FBTztRQUNmLE1BQU0sRUFBRSxDQUFDLElBQUksRUFBRSxPQUFPLEVBQUUsWUFBWSxFQUFFLFVBQVUsRUFBRSxrQkFBa0IsRUFBRSxnQkFBZ0IsRUFBRSxnQkFBZ0IsRUFBRSxTQUFTLEVBQUUsbUNBQW1DLENBQUM7UUFDekosT0FBTyxFQUFFLEVBQUUsRUFBRSxFQUFFLE9BQU8sRUFBRTtLQUN6QixDQUFDLENBQUM7SUFDSCxJQUFJLENBQUMsS0FBSztRQUFFLE1BQU0sSUFBSSxLQUFLLENBQUMsU0FBUyxPQUFPLFlBQVksQ0FBQyxDQUFDO0lBQzFELE1BQU0sUUFBUSxHQUFHLENBQUMsS0FBSyxDQUFDLFFBQVEsSUFBSSxFQUFFLENBQTZDLENBQUM7SUFDcEYsTUFBTSxPQUFPLEdBQUcsS0FBSyxDQUFDLG1CQUFtQixFQUFFLE9BQU8sQ0FBQyxDQUFDLFVBQVUsRUFBRSxFQUFFLENBQUMsVUFBVSxFQUFFLFFBQVEsSUFBSSxFQUFFLENBQUMsQ0FBQyxDQUFDLENBQUMsQ0FBQztJQUNsRyxNQUFNLGFBQWEsR0FBSSxPQUFPLEVBQUUsSUFBZ0QsRUFBRSxjQUFjLENBQUM7SUFDakcsT0FBTztRQUNMLE9BQU8sRUFBRSxLQUFLLENBQUMsRUFBRTtRQUNqQixNQUFNLEVBQUcsS0FBOEMsQ0FBQyxJQUFJLEVBQUUsRUFBRSxJQUFJLEVBQUU7UUFDdEUsUUFBUSxFQUFFLFFBQVEsQ0FBQyxTQUFTLElBQUksRUFBRTtRQUNsQyxNQUFNLEVBQUUsUUFBUSxDQUFDLE9BQU8sSUFBSSxFQUFFO1FBQzlCLFFBQVEsRUFBRSxLQUFLO1FBQ2YsS0FBSyxFQUFFLE1BQU0sQ0FBQyxLQUFLLENBQUMsS0FBSyxDQUFDO1FBQzFCLEtBQUssRUFBRSxDQUFDLEtBQUssQ0FBQyxLQUFLLElBQUksRUFBRSxDQUFDLENBQUMsR0FBRyxDQUFDLENBQUMsSUFBSSxFQUFFLEVBQUU7WUFDdEMsTUFBTSxJQUFJLEdBQUcsQ0FBQyxJQUFJLEVBQUUsUUFBUSxJQUFJLEVBQUUsQ0FBeUMsQ0FBQztZQUM1RSxPQUFPLEVBQUUsUUFBUSxFQUFFLElBQUksQ0FBQyxTQUFTLElBQUksRUFBRSxFQUFFLEtBQUssRUFBRSxNQUFNLENBQUMsSUFBSSxFQUFFLFVBQVUsQ0FBQyxHQUFHLE1BQU0sQ0FBQyxJQUFJLEVBQUUsUUFBUSxJQUFJLENBQUMsQ0FBQyxFQUFFLEdBQUcsRUFBRSxJQUFJLENBQUMsR0FBRyxJQUFJLFVBQVUsRUFBRSxDQUFDO1FBQ3hJLENBQUMsQ0FBQztRQUNGLGFBQWEsRUFBRSxNQUFNLENBQUMsYUFBYSxJQUFJLEVBQUUsQ0FBQztRQUMxQyxNQUFNLEVBQUUsSUFBSSxJQUFJLENBQUMsS0FBSyxDQUFDLFVBQTJCLENBQUMsQ0FBQyxXQUFXLEVBQUU7S0FDbEUsQ0FBQztBQUNKLENBQUMifQ==