"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.POST = POST;
const core_flows_1 = require("@medusajs/medusa/core-flows");
const utils_1 = require("@medusajs/framework/utils");
const zod_1 = require("zod");
const catalogue_1 = require("../../../lib/catalogue");
const paymob_payments_1 = require("../../../lib/paymob-payments");
const respond_1 = require("../../../lib/respond");
const route_error_1 = require("../../../lib/route-error");
const ZCheckout = zod_1.z.object({
    salesChannelId: zod_1.z.string().min(1),
    tenantId: zod_1.z.string().uuid(),
    userId: zod_1.z.string().uuid(),
    email: zod_1.z.string().email(),
    courseIds: zod_1.z.array(zod_1.z.string().uuid()).min(1).max(20),
    returnUrl: zod_1.z.string().url(),
    notificationUrl: zod_1.z.string().url(),
});
/**
 * POST /halaqa/checkout: the cart with its items in one call (in the site's channel, for our user
 * by metadata, never a Medusa customer), its payment collection and a Paymob session; answers the
 * hosted page. Courses without a product in this channel are refused as not for sale.
 */
async function POST(req, res) {
    await (0, respond_1.respond)(res, ZCheckout, req.body, async (input) => {
        const courseIds = [...new Set(input.courseIds)];
        const variants = await (0, catalogue_1.variantsOfCourses)(req.scope, input.salesChannelId, courseIds);
        if (courseIds.some((id) => !variants.has(id)))
            throw new route_error_1.HalaqaRefusal('NOT_FOR_SALE', 409);
        const { result: cart } = await (0, core_flows_1.createCartWorkflow)(req.scope).run({
            input: {
                region_id: await (0, catalogue_1.egpRegion)(req.scope),
                sales_channel_id: input.salesChannelId,
                currency_code: 'egp',
                email: input.email,
                metadata: { tenant_id: input.tenantId, user_id: input.userId },
                items: courseIds.map((courseId) => ({ variant_id: variants.get(courseId).variantId, quantity: 1, metadata: { course_id: courseId, per: variants.get(courseId).per } })),
            },
        });
        await (0, core_flows_1.createPaymentCollectionForCartWorkflow)(req.scope).run({ input: { cart_id: cart.id } });
        const query = req.scope.resolve(utils_1.ContainerRegistrationKeys.QUERY);
        const { data: [withCollection], } = await query.graph({ entity: 'cart', fields: ['id', 'payment_collection.id'], filters: { id: cart.id } });
        const { result: session } = await (0, core_flows_1.createPaymentSessionsWorkflow)(req.scope).run({
            input: {
                payment_collection_id: withCollection.payment_collection.id,
                provider_id: paymob_payments_1.PAYMOB_PROVIDER_ID,
                data: { notification_url: input.notificationUrl, redirection_url: input.returnUrl, email: input.email, reference: cart.id },
            },
        });
        return { redirectUrl: String(session.data.checkout_url), cartId: cart.id };
    });
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJmaWxlIjoicm91dGUuanMiLCJzb3VyY2VSb290IjoiIiwic291cmNlcyI6WyIuLi8uLi8uLi8uLi8uLi8uLi9zcmMvYXBpL2hhbGFxYS9jaGVja291dC9yb3V0ZS50cyJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiOztBQXdCQSxvQkE2QkM7QUFwREQsNERBQXdJO0FBQ3hJLHFEQUFzRTtBQUN0RSw2QkFBd0I7QUFDeEIsc0RBQXNFO0FBQ3RFLGtFQUFrRTtBQUNsRSxrREFBK0M7QUFDL0MsMERBQXlEO0FBRXpELE1BQU0sU0FBUyxHQUFHLE9BQUMsQ0FBQyxNQUFNLENBQUM7SUFDekIsY0FBYyxFQUFFLE9BQUMsQ0FBQyxNQUFNLEVBQUUsQ0FBQyxHQUFHLENBQUMsQ0FBQyxDQUFDO0lBQ2pDLFFBQVEsRUFBRSxPQUFDLENBQUMsTUFBTSxFQUFFLENBQUMsSUFBSSxFQUFFO0lBQzNCLE1BQU0sRUFBRSxPQUFDLENBQUMsTUFBTSxFQUFFLENBQUMsSUFBSSxFQUFFO0lBQ3pCLEtBQUssRUFBRSxPQUFDLENBQUMsTUFBTSxFQUFFLENBQUMsS0FBSyxFQUFFO0lBQ3pCLFNBQVMsRUFBRSxPQUFDLENBQUMsS0FBSyxDQUFDLE9BQUMsQ0FBQyxNQUFNLEVBQUUsQ0FBQyxJQUFJLEVBQUUsQ0FBQyxDQUFDLEdBQUcsQ0FBQyxDQUFDLENBQUMsQ0FBQyxHQUFHLENBQUMsRUFBRSxDQUFDO0lBQ3BELFNBQVMsRUFBRSxPQUFDLENBQUMsTUFBTSxFQUFFLENBQUMsR0FBRyxFQUFFO0lBQzNCLGVBQWUsRUFBRSxPQUFDLENBQUMsTUFBTSxFQUFFLENBQUMsR0FBRyxFQUFFO0NBQ2xDLENBQUMsQ0FBQztBQUVIOzs7O0dBSUc7QUFDSSxLQUFLLFVBQVUsSUFBSSxDQUFDLEdBQWtCLEVBQUUsR0FBbUI7SUFDaEUsTUFBTSxJQUFBLGlCQUFPLEVBQUMsR0FBRyxFQUFFLFNBQVMsRUFBRSxHQUFHLENBQUMsSUFBSSxFQUFFLEtBQUssRUFBRSxLQUFLLEVBQUUsRUFBRTtRQUN0RCxNQUFNLFNBQVMsR0FBRyxDQUFDLEdBQUcsSUFBSSxHQUFHLENBQUMsS0FBSyxDQUFDLFNBQVMsQ0FBQyxDQUFDLENBQUM7UUFDaEQsTUFBTSxRQUFRLEdBQUcsTUFBTSxJQUFBLDZCQUFpQixFQUFDLEdBQUcsQ0FBQyxLQUFLLEVBQUUsS0FBSyxDQUFDLGNBQWMsRUFBRSxTQUFTLENBQUMsQ0FBQztRQUNyRixJQUFJLFNBQVMsQ0FBQyxJQUFJLENBQUMsQ0FBQyxFQUFFLEVBQUUsRUFBRSxDQUFDLENBQUMsUUFBUSxDQUFDLEdBQUcsQ0FBQyxFQUFFLENBQUMsQ0FBQztZQUFFLE1BQU0sSUFBSSwyQkFBYSxDQUFDLGNBQWMsRUFBRSxHQUFHLENBQUMsQ0FBQztRQUM1RixNQUFNLEVBQUUsTUFBTSxFQUFFLElBQUksRUFBRSxHQUFHLE1BQU0sSUFBQSwrQkFBa0IsRUFBQyxHQUFHLENBQUMsS0FBSyxDQUFDLENBQUMsR0FBRyxDQUFDO1lBQy9ELEtBQUssRUFBRTtnQkFDTCxTQUFTLEVBQUUsTUFBTSxJQUFBLHFCQUFTLEVBQUMsR0FBRyxDQUFDLEtBQUssQ0FBQztnQkFDckMsZ0JBQWdCLEVBQUUsS0FBSyxDQUFDLGNBQWM7Z0JBQ3RDLGFBQWEsRUFBRSxLQUFLO2dCQUNwQixLQUFLLEVBQUUsS0FBSyxDQUFDLEtBQUs7Z0JBQ2xCLFFBQVEsRUFBRSxFQUFFLFNBQVMsRUFBRSxLQUFLLENBQUMsUUFBUSxFQUFFLE9BQU8sRUFBRSxLQUFLLENBQUMsTUFBTSxFQUFFO2dCQUM5RCxLQUFLLEVBQUUsU0FBUyxDQUFDLEdBQUcsQ0FBQyxDQUFDLFFBQVEsRUFBRSxFQUFFLENBQUMsQ0FBQyxFQUFFLFVBQVUsRUFBRSxRQUFRLENBQUMsR0FBRyxDQUFDLFFBQVEsQ0FBRSxDQUFDLFNBQVMsRUFBRSxRQUFRLEVBQUUsQ0FBQyxFQUFFLFFBQVEsRUFBRSxFQUFFLFNBQVMsRUFBRSxRQUFRLEVBQUUsR0FBRyxFQUFFLFFBQVEsQ0FBQyxHQUFHLENBQUMsUUFBUSxDQUFFLENBQUMsR0FBRyxFQUFFLEVBQUUsQ0FBQyxDQUFDO2FBQzFLO1NBQ0YsQ0FBQyxDQUFDO1FBQ0gsTUFBTSxJQUFBLG1EQUFzQyxFQUFDLEdBQUcsQ0FBQyxLQUFLLENBQUMsQ0FBQyxHQUFHLENBQUMsRUFBRSxLQUFLLEVBQUUsRUFBRSxPQUFPLEVBQUUsSUFBSSxDQUFDLEVBQUUsRUFBRSxFQUFFLENBQUMsQ0FBQztRQUM3RixNQUFNLEtBQUssR0FBRyxHQUFHLENBQUMsS0FBSyxDQUFDLE9BQU8sQ0FBQyxpQ0FBeUIsQ0FBQyxLQUFLLENBQUMsQ0FBQztRQUNqRSxNQUFNLEVBQ0osSUFBSSxFQUFFLENBQUMsY0FBYyxDQUFDLEdBQ3ZCLEdBQUcsTUFBTSxLQUFLLENBQUMsS0FBSyxDQUFDLEVBQUUsTUFBTSxFQUFFLE1BQU0sRUFBRSxNQUFNLEVBQUUsQ0FBQyxJQUFJLEVBQUUsdUJBQXVCLENBQUMsRUFBRSxPQUFPLEVBQUUsRUFBRSxFQUFFLEVBQUUsSUFBSSxDQUFDLEVBQUUsRUFBRSxFQUFFLENBQUMsQ0FBQztRQUM3RyxNQUFNLEVBQUUsTUFBTSxFQUFFLE9BQU8sRUFBRSxHQUFHLE1BQU0sSUFBQSwwQ0FBNkIsRUFBQyxHQUFHLENBQUMsS0FBSyxDQUFDLENBQUMsR0FBRyxDQUFDO1lBQzdFLEtBQUssRUFBRTtnQkFDTCxxQkFBcUIsRUFBRSxjQUFjLENBQUMsa0JBQW1CLENBQUMsRUFBRTtnQkFDNUQsV0FBVyxFQUFFLG9DQUFrQjtnQkFDL0IsSUFBSSxFQUFFLEVBQUUsZ0JBQWdCLEVBQUUsS0FBSyxDQUFDLGVBQWUsRUFBRSxlQUFlLEVBQUUsS0FBSyxDQUFDLFNBQVMsRUFBRSxLQUFLLEVBQUUsS0FBSyxDQUFDLEtBQUssRUFBRSxTQUFTLEVBQUUsSUFBSSxDQUFDLEVBQUUsRUFBRTthQUM1SDtTQUNGLENBQUMsQ0FBQztRQUNILE9BQU8sRUFBRSxXQUFXLEVBQUUsTUFBTSxDQUFFLE9BQU8sQ0FBQyxJQUFpQyxDQUFDLFlBQVksQ0FBQyxFQUFFLE1BQU0sRUFBRSxJQUFJLENBQUMsRUFBRSxFQUFFLENBQUM7SUFDM0csQ0FBQyxDQUFDLENBQUM7QUFDTCxDQUFDIn0=