"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.POST = POST;
const zod_1 = require("zod");
const callback_hmac_1 = require("../../../../modules/paymob/callback-hmac");
const paymob_payments_1 = require("../../../../lib/paymob-payments");
const respond_1 = require("../../../../lib/respond");
/**
 * POST /halaqa/paymob/callback {query, body}: Paymob's processed callback as the site received
 * it. Verified by its HMAC, tied to our session only through the signed `order.id`, judged by the
 * payment decision; a payment completes the cart. Answers `{ order }`, null when it pays nothing.
 */
async function POST(req, res) {
    await (0, respond_1.respond)(res, zod_1.z.object({ query: zod_1.z.string().max(4096), body: zod_1.z.string().max(65536) }), req.body, async ({ query, body }) => {
        let parsed;
        try {
            parsed = JSON.parse(body);
        }
        catch {
            return { order: null, refusal: 'malformed' };
        }
        const verification = (0, callback_hmac_1.verifyProcessedCallback)(parsed, new URLSearchParams(query).get('hmac'), process.env.PAYMOB_HMAC_SECRET ?? '');
        if (!verification.verified)
            return { order: null, refusal: verification.refusal };
        const session = await (0, paymob_payments_1.findPaymobSession)(req.scope, verification.transaction.orderId);
        if (!session)
            return { order: null, refusal: 'unknown-order' };
        const decision = (0, paymob_payments_1.decide)(session, verification.transaction);
        if (!decision.register)
            return { order: null, refusal: decision.refusal };
        return { order: await (0, paymob_payments_1.completeWithTransaction)(req.scope, session, decision.transaction) };
    });
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJmaWxlIjoicm91dGUuanMiLCJzb3VyY2VSb290IjoiIiwic291cmNlcyI6WyIuLi8uLi8uLi8uLi8uLi8uLi8uLi9zcmMvYXBpL2hhbGFxYS9wYXltb2IvY2FsbGJhY2svcm91dGUudHMiXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6Ijs7QUFXQSxvQkFnQkM7QUExQkQsNkJBQXdCO0FBQ3hCLDRFQUFtRjtBQUNuRixxRUFBcUc7QUFDckcscURBQWtEO0FBRWxEOzs7O0dBSUc7QUFDSSxLQUFLLFVBQVUsSUFBSSxDQUFDLEdBQWtCLEVBQUUsR0FBbUI7SUFDaEUsTUFBTSxJQUFBLGlCQUFPLEVBQUMsR0FBRyxFQUFFLE9BQUMsQ0FBQyxNQUFNLENBQUMsRUFBRSxLQUFLLEVBQUUsT0FBQyxDQUFDLE1BQU0sRUFBRSxDQUFDLEdBQUcsQ0FBQyxJQUFJLENBQUMsRUFBRSxJQUFJLEVBQUUsT0FBQyxDQUFDLE1BQU0sRUFBRSxDQUFDLEdBQUcsQ0FBQyxLQUFLLENBQUMsRUFBRSxDQUFDLEVBQUUsR0FBRyxDQUFDLElBQUksRUFBRSxLQUFLLEVBQUUsRUFBRSxLQUFLLEVBQUUsSUFBSSxFQUFFLEVBQUUsRUFBRTtRQUM3SCxJQUFJLE1BQWUsQ0FBQztRQUNwQixJQUFJLENBQUM7WUFDSCxNQUFNLEdBQUcsSUFBSSxDQUFDLEtBQUssQ0FBQyxJQUFJLENBQUMsQ0FBQztRQUM1QixDQUFDO1FBQUMsTUFBTSxDQUFDO1lBQ1AsT0FBTyxFQUFFLEtBQUssRUFBRSxJQUFJLEVBQUUsT0FBTyxFQUFFLFdBQVcsRUFBRSxDQUFDO1FBQy9DLENBQUM7UUFDRCxNQUFNLFlBQVksR0FBRyxJQUFBLHVDQUF1QixFQUFDLE1BQU0sRUFBRSxJQUFJLGVBQWUsQ0FBQyxLQUFLLENBQUMsQ0FBQyxHQUFHLENBQUMsTUFBTSxDQUFDLEVBQUUsT0FBTyxDQUFDLEdBQUcsQ0FBQyxrQkFBa0IsSUFBSSxFQUFFLENBQUMsQ0FBQztRQUNuSSxJQUFJLENBQUMsWUFBWSxDQUFDLFFBQVE7WUFBRSxPQUFPLEVBQUUsS0FBSyxFQUFFLElBQUksRUFBRSxPQUFPLEVBQUUsWUFBWSxDQUFDLE9BQU8sRUFBRSxDQUFDO1FBQ2xGLE1BQU0sT0FBTyxHQUFHLE1BQU0sSUFBQSxtQ0FBaUIsRUFBQyxHQUFHLENBQUMsS0FBSyxFQUFFLFlBQVksQ0FBQyxXQUFXLENBQUMsT0FBTyxDQUFDLENBQUM7UUFDckYsSUFBSSxDQUFDLE9BQU87WUFBRSxPQUFPLEVBQUUsS0FBSyxFQUFFLElBQUksRUFBRSxPQUFPLEVBQUUsZUFBZSxFQUFFLENBQUM7UUFDL0QsTUFBTSxRQUFRLEdBQUcsSUFBQSx3QkFBTSxFQUFDLE9BQU8sRUFBRSxZQUFZLENBQUMsV0FBVyxDQUFDLENBQUM7UUFDM0QsSUFBSSxDQUFDLFFBQVEsQ0FBQyxRQUFRO1lBQUUsT0FBTyxFQUFFLEtBQUssRUFBRSxJQUFJLEVBQUUsT0FBTyxFQUFFLFFBQVEsQ0FBQyxPQUFPLEVBQUUsQ0FBQztRQUMxRSxPQUFPLEVBQUUsS0FBSyxFQUFFLE1BQU0sSUFBQSx5Q0FBdUIsRUFBQyxHQUFHLENBQUMsS0FBSyxFQUFFLE9BQU8sRUFBRSxRQUFRLENBQUMsV0FBVyxDQUFDLEVBQUUsQ0FBQztJQUM1RixDQUFDLENBQUMsQ0FBQztBQUNMLENBQUMifQ==