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
    const collections = (order.payment_collections ?? []);
    const payment = collections.flatMap((collection) => collection?.payments ?? [])[0];
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
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJmaWxlIjoib3JkZXJzLmpzIiwic291cmNlUm9vdCI6IiIsInNvdXJjZXMiOlsiLi4vLi4vLi4vLi4vc3JjL2xpYi9vcmRlcnMudHMiXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6Ijs7QUFRQSxrQ0E0QkM7QUFwQ0QscURBQXNFO0FBT3RFLGlIQUFpSDtBQUMxRyxLQUFLLFVBQVUsV0FBVyxDQUFDLFNBQTBCLEVBQUUsT0FBZTtJQUMzRSxNQUFNLEtBQUssR0FBRyxTQUFTLENBQUMsT0FBTyxDQUFDLGlDQUF5QixDQUFDLEtBQUssQ0FBQyxDQUFDO0lBQ2pFLE1BQU0sRUFDSixJQUFJLEVBQUUsQ0FBQyxLQUFLLENBQUMsR0FDZCxHQUFHLE1BQU0sS0FBSyxDQUFDLEtBQUssQ0FBQztRQUNwQixNQUFNLEVBQUUsT0FBTztRQUNmLE1BQU0sRUFBRSxDQUFDLElBQUksRUFBRSxPQUFPLEVBQUUsWUFBWSxFQUFFLFVBQVUsRUFBRSxrQkFBa0IsRUFBRSxnQkFBZ0IsRUFBRSxnQkFBZ0IsRUFBRSxTQUFTLEVBQUUsbUNBQW1DLENBQUM7UUFDekosT0FBTyxFQUFFLEVBQUUsRUFBRSxFQUFFLE9BQU8sRUFBRTtLQUN6QixDQUFDLENBQUM7SUFDSCxJQUFJLENBQUMsS0FBSztRQUFFLE1BQU0sSUFBSSxLQUFLLENBQUMsU0FBUyxPQUFPLFlBQVksQ0FBQyxDQUFDO0lBQzFELE1BQU0sUUFBUSxHQUFHLENBQUMsS0FBSyxDQUFDLFFBQVEsSUFBSSxFQUFFLENBQTZDLENBQUM7SUFDcEYsTUFBTSxXQUFXLEdBQUcsQ0FBQyxLQUFLLENBQUMsbUJBQW1CLElBQUksRUFBRSxDQUE0RCxDQUFDO0lBQ2pILE1BQU0sT0FBTyxHQUFHLFdBQVcsQ0FBQyxPQUFPLENBQUMsQ0FBQyxVQUFVLEVBQUUsRUFBRSxDQUFDLFVBQVUsRUFBRSxRQUFRLElBQUksRUFBRSxDQUFDLENBQUMsQ0FBQyxDQUFDLENBQUM7SUFDbkYsTUFBTSxhQUFhLEdBQUksT0FBTyxFQUFFLElBQWdELEVBQUUsY0FBYyxDQUFDO0lBQ2pHLE9BQU87UUFDTCxPQUFPLEVBQUUsS0FBSyxDQUFDLEVBQUU7UUFDakIsTUFBTSxFQUFHLEtBQThDLENBQUMsSUFBSSxFQUFFLEVBQUUsSUFBSSxFQUFFO1FBQ3RFLFFBQVEsRUFBRSxRQUFRLENBQUMsU0FBUyxJQUFJLEVBQUU7UUFDbEMsTUFBTSxFQUFFLFFBQVEsQ0FBQyxPQUFPLElBQUksRUFBRTtRQUM5QixRQUFRLEVBQUUsS0FBSztRQUNmLEtBQUssRUFBRSxNQUFNLENBQUMsS0FBSyxDQUFDLEtBQUssQ0FBQztRQUMxQixLQUFLLEVBQUcsQ0FBQyxLQUFLLENBQUMsS0FBSyxJQUFJLEVBQUUsQ0FBaUYsQ0FBQyxHQUFHLENBQUMsQ0FBQyxJQUFJLEVBQUUsRUFBRTtZQUN2SCxNQUFNLElBQUksR0FBRyxDQUFDLElBQUksRUFBRSxRQUFRLElBQUksRUFBRSxDQUF5QyxDQUFDO1lBQzVFLE9BQU8sRUFBRSxRQUFRLEVBQUUsSUFBSSxDQUFDLFNBQVMsSUFBSSxFQUFFLEVBQUUsS0FBSyxFQUFFLE1BQU0sQ0FBQyxJQUFJLEVBQUUsVUFBVSxDQUFDLEdBQUcsTUFBTSxDQUFDLElBQUksRUFBRSxRQUFRLElBQUksQ0FBQyxDQUFDLEVBQUUsR0FBRyxFQUFFLElBQUksQ0FBQyxHQUFHLElBQUksVUFBVSxFQUFFLENBQUM7UUFDeEksQ0FBQyxDQUFDO1FBQ0YsYUFBYSxFQUFFLE1BQU0sQ0FBQyxhQUFhLElBQUksRUFBRSxDQUFDO1FBQzFDLE1BQU0sRUFBRSxJQUFJLElBQUksQ0FBQyxLQUFLLENBQUMsVUFBMkIsQ0FBQyxDQUFDLFdBQVcsRUFBRTtLQUNsRSxDQUFDO0FBQ0osQ0FBQyJ9