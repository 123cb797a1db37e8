"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.POST = POST;
const utils_1 = require("@medusajs/framework/utils");
const zod_1 = require("zod");
const paymob_payments_1 = require("../../../../lib/paymob-payments");
const respond_1 = require("../../../../lib/respond");
const route_error_1 = require("../../../../lib/route-error");
const ZConfirm = zod_1.z.object({ salesChannelId: zod_1.z.string().min(1), tenantId: zod_1.z.string().uuid(), userId: zod_1.z.string().uuid(), transactionId: zod_1.z.string().regex(/^\d{1,20}$/) });
/**
 * POST /halaqa/paymob/confirm: the buyer is back from the hosted page with a transaction id
 * (spec §5). Paymob's own record of the transaction is read with the secret key, so nothing the
 * browser sent is trusted but the id; it must be this site's and this account's, at most five
 * minutes old, and pay the session in full.
 */
async function POST(req, res) {
    await (0, respond_1.respond)(res, ZConfirm, req.body, async (input) => {
        const provider = paymobProvider(req);
        const transaction = await provider.paymob.retrieveTransaction(Number(input.transactionId)).catch(() => null);
        if (!transaction)
            throw new route_error_1.HalaqaRefusal('PAYMENT_NOT_CONFIRMED', 402);
        const session = await (0, paymob_payments_1.findPaymobSession)(req.scope, transaction.orderId);
        if (!session || session.cart.salesChannelId !== input.salesChannelId || session.cart.tenantId !== input.tenantId)
            throw new route_error_1.HalaqaRefusal('PAYMENT_NOT_CONFIRMED', 402);
        if (session.cart.userId !== input.userId)
            throw new route_error_1.HalaqaRefusal('TRANSACTION_OTHER_ACCOUNT', 403);
        const decision = (0, paymob_payments_1.decide)(session, transaction);
        if (!decision.register)
            throw (0, paymob_payments_1.refusalOf)(decision.refusal);
        return { order: await (0, paymob_payments_1.completeWithTransaction)(req.scope, session, decision.transaction) };
    });
}
/** The provider instance Medusa loaded (its Paymob client has the platform's keys). */
function paymobProvider(req) {
    const payments = req.scope.resolve(utils_1.Modules.PAYMENT);
    return payments.paymentProviderService_.retrieveProvider('pp_paymob_paymob');
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJmaWxlIjoicm91dGUuanMiLCJzb3VyY2VSb290IjoiIiwic291cmNlcyI6WyIuLi8uLi8uLi8uLi8uLi8uLi8uLi9zcmMvYXBpL2hhbGFxYS9wYXltb2IvY29uZmlybS9yb3V0ZS50cyJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiOztBQWdCQSxvQkFZQztBQTNCRCxxREFBb0Q7QUFDcEQsNkJBQXdCO0FBQ3hCLHFFQUFnSDtBQUNoSCxxREFBa0Q7QUFDbEQsNkRBQTREO0FBRzVELE1BQU0sUUFBUSxHQUFHLE9BQUMsQ0FBQyxNQUFNLENBQUMsRUFBRSxjQUFjLEVBQUUsT0FBQyxDQUFDLE1BQU0sRUFBRSxDQUFDLEdBQUcsQ0FBQyxDQUFDLENBQUMsRUFBRSxRQUFRLEVBQUUsT0FBQyxDQUFDLE1BQU0sRUFBRSxDQUFDLElBQUksRUFBRSxFQUFFLE1BQU0sRUFBRSxPQUFDLENBQUMsTUFBTSxFQUFFLENBQUMsSUFBSSxFQUFFLEVBQUUsYUFBYSxFQUFFLE9BQUMsQ0FBQyxNQUFNLEVBQUUsQ0FBQyxLQUFLLENBQUMsWUFBWSxDQUFDLEVBQUUsQ0FBQyxDQUFDO0FBRXhLOzs7OztHQUtHO0FBQ0ksS0FBSyxVQUFVLElBQUksQ0FBQyxHQUFrQixFQUFFLEdBQW1CO0lBQ2hFLE1BQU0sSUFBQSxpQkFBTyxFQUFDLEdBQUcsRUFBRSxRQUFRLEVBQUUsR0FBRyxDQUFDLElBQUksRUFBRSxLQUFLLEVBQUUsS0FBSyxFQUFFLEVBQUU7UUFDckQsTUFBTSxRQUFRLEdBQUcsY0FBYyxDQUFDLEdBQUcsQ0FBQyxDQUFDO1FBQ3JDLE1BQU0sV0FBVyxHQUFHLE1BQU0sUUFBUSxDQUFDLE1BQU0sQ0FBQyxtQkFBbUIsQ0FBQyxNQUFNLENBQUMsS0FBSyxDQUFDLGFBQWEsQ0FBQyxDQUFDLENBQUMsS0FBSyxDQUFDLEdBQUcsRUFBRSxDQUFDLElBQUksQ0FBQyxDQUFDO1FBQzdHLElBQUksQ0FBQyxXQUFXO1lBQUUsTUFBTSxJQUFJLDJCQUFhLENBQUMsdUJBQXVCLEVBQUUsR0FBRyxDQUFDLENBQUM7UUFDeEUsTUFBTSxPQUFPLEdBQUcsTUFBTSxJQUFBLG1DQUFpQixFQUFDLEdBQUcsQ0FBQyxLQUFLLEVBQUUsV0FBVyxDQUFDLE9BQU8sQ0FBQyxDQUFDO1FBQ3hFLElBQUksQ0FBQyxPQUFPLElBQUksT0FBTyxDQUFDLElBQUksQ0FBQyxjQUFjLEtBQUssS0FBSyxDQUFDLGNBQWMsSUFBSSxPQUFPLENBQUMsSUFBSSxDQUFDLFFBQVEsS0FBSyxLQUFLLENBQUMsUUFBUTtZQUFFLE1BQU0sSUFBSSwyQkFBYSxDQUFDLHVCQUF1QixFQUFFLEdBQUcsQ0FBQyxDQUFDO1FBQ3hLLElBQUksT0FBTyxDQUFDLElBQUksQ0FBQyxNQUFNLEtBQUssS0FBSyxDQUFDLE1BQU07WUFBRSxNQUFNLElBQUksMkJBQWEsQ0FBQywyQkFBMkIsRUFBRSxHQUFHLENBQUMsQ0FBQztRQUNwRyxNQUFNLFFBQVEsR0FBRyxJQUFBLHdCQUFNLEVBQUMsT0FBTyxFQUFFLFdBQVcsQ0FBQyxDQUFDO1FBQzlDLElBQUksQ0FBQyxRQUFRLENBQUMsUUFBUTtZQUFFLE1BQU0sSUFBQSwyQkFBUyxFQUFDLFFBQVEsQ0FBQyxPQUFPLENBQUMsQ0FBQztRQUMxRCxPQUFPLEVBQUUsS0FBSyxFQUFFLE1BQU0sSUFBQSx5Q0FBdUIsRUFBQyxHQUFHLENBQUMsS0FBSyxFQUFFLE9BQU8sRUFBRSxRQUFRLENBQUMsV0FBVyxDQUFDLEVBQUUsQ0FBQztJQUM1RixDQUFDLENBQUMsQ0FBQztBQUNMLENBQUM7QUFFRCx1RkFBdUY7QUFDdkYsU0FBUyxjQUFjLENBQUMsR0FBa0I7SUFDeEMsTUFBTSxRQUFRLEdBQUcsR0FBRyxDQUFDLEtBQUssQ0FBQyxPQUFPLENBQUMsZUFBTyxDQUFDLE9BQU8sQ0FBb0csQ0FBQztJQUN2SixPQUFPLFFBQVEsQ0FBQyx1QkFBdUIsQ0FBQyxnQkFBZ0IsQ0FBQyxrQkFBa0IsQ0FBQyxDQUFDO0FBQy9FLENBQUMifQ==