"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.PAYMOB_PROVIDER_ID = void 0;
exports.findPaymobSession = findPaymobSession;
exports.refusalOf = refusalOf;
exports.completeWithTransaction = completeWithTransaction;
exports.decide = decide;
const core_flows_1 = require("@medusajs/medusa/core-flows");
const utils_1 = require("@medusajs/framework/utils");
const payment_decision_1 = require("../modules/paymob/payment-decision");
const orders_1 = require("./orders");
const route_error_1 = require("./route-error");
exports.PAYMOB_PROVIDER_ID = 'pp_paymob_paymob';
/**
 * The payment session whose intention became Paymob order `paymobOrderId` (the signed `order.id`
 * of a transaction), with its cart; null when none of ours has it. Looked up in the session's
 * data directly: Medusa's query API does not filter on JSON fields.
 */
async function findPaymobSession(container, paymobOrderId) {
    const knex = container.resolve(utils_1.ContainerRegistrationKeys.PG_CONNECTION);
    const row = (await knex
        .select('session.id', 'session.amount', 'session.currency_code', 'session.data', 'cart.id as cart_id', 'cart.sales_channel_id', 'cart.metadata')
        .from('payment_session as session')
        .join('cart_payment_collection as link', 'link.payment_collection_id', 'session.payment_collection_id')
        .join('cart', 'cart.id', 'link.cart_id')
        .where('session.provider_id', exports.PAYMOB_PROVIDER_ID)
        .whereNull('session.deleted_at')
        .whereNull('link.deleted_at')
        .whereRaw(`(session.data->>'paymob_order_id')::bigint = ?`, [paymobOrderId])
        .first());
    if (!row)
        return null;
    return {
        id: row.id,
        amount: Number(row.amount),
        currencyCode: row.currency_code,
        data: row.data,
        cart: { id: row.cart_id, salesChannelId: row.sales_channel_id, tenantId: row.metadata?.tenant_id ?? '', userId: row.metadata?.user_id ?? '' },
    };
}
/** Spec wording for the buyer: an old transaction is ignored; anything else was not a payment. */
function refusalOf(refusal) {
    return refusal === 'too-old' ? new route_error_1.HalaqaRefusal('TRANSACTION_TOO_OLD', 409) : new route_error_1.HalaqaRefusal('PAYMENT_NOT_CONFIRMED', 402);
}
/**
 * Completes the session's cart with a transaction already judged to pay for it, or finds the
 * order an earlier message completed. Medusa locks the cart while completing it and links the
 * order to it, so parallel and repeated calls place one order.
 */
async function completeWithTransaction(container, session, transaction) {
    const existing = await orderOfCart(container, session.cart.id);
    if (existing)
        return (0, orders_1.paidOrderOf)(container, existing);
    if (session.data.transaction_id !== transaction.id) {
        const payments = container.resolve(utils_1.Modules.PAYMENT);
        await payments.updatePaymentSession({ id: session.id, amount: session.amount, currency_code: session.currencyCode, data: { ...session.data, transaction_id: transaction.id } });
    }
    try {
        const { result } = await (0, core_flows_1.completeCartWorkflow)(container).run({ input: { id: session.cart.id } });
        return (0, orders_1.paidOrderOf)(container, result.id);
    }
    catch (error) {
        // Completed a moment ago by the other messenger (callback or the buyer's return).
        const order = await orderOfCart(container, session.cart.id);
        if (order)
            return (0, orders_1.paidOrderOf)(container, order);
        throw error;
    }
}
async function orderOfCart(container, cartId) {
    const query = container.resolve(utils_1.ContainerRegistrationKeys.QUERY);
    const { data } = await query.graph({ entity: 'cart', fields: ['id', 'completed_at', 'order.id'], filters: { id: cartId } });
    return data[0]?.order?.id ?? null;
}
/** The payment decision against what the session expects. */
function decide(session, transaction, now = new Date()) {
    return (0, payment_decision_1.paymentDecision)({ verified: true, transaction }, { orderId: session.data.paymob_order_id, amountCents: session.data.amount_cents, currency: session.data.currency }, now);
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJmaWxlIjoicGF5bW9iLXBheW1lbnRzLmpzIiwic291cmNlUm9vdCI6IiIsInNvdXJjZXMiOlsiLi4vLi4vLi4vLi4vc3JjL2xpYi9wYXltb2ItcGF5bWVudHMudHMiXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6Ijs7O0FBd0JBLDhDQXNCQztBQUdELDhCQUVDO0FBT0QsMERBZ0JDO0FBU0Qsd0JBTUM7QUF6RkQsNERBQW1FO0FBQ25FLHFEQUErRTtBQUcvRSx5RUFBMEY7QUFFMUYscUNBQXVEO0FBQ3ZELCtDQUE4QztBQUVqQyxRQUFBLGtCQUFrQixHQUFHLGtCQUFrQixDQUFDO0FBVXJEOzs7O0dBSUc7QUFDSSxLQUFLLFVBQVUsaUJBQWlCLENBQUMsU0FBMEIsRUFBRSxhQUFxQjtJQUN2RixNQUFNLElBQUksR0FBRyxTQUFTLENBQUMsT0FBTyxDQUFDLGlDQUF5QixDQUFDLGFBQWEsQ0FBQyxDQUFDO0lBQ3hFLE1BQU0sR0FBRyxHQUFHLENBQUMsTUFBTSxJQUFJO1NBQ3BCLE1BQU0sQ0FBQyxZQUFZLEVBQUUsZ0JBQWdCLEVBQUUsdUJBQXVCLEVBQUUsY0FBYyxFQUFFLG9CQUFvQixFQUFFLHVCQUF1QixFQUFFLGVBQWUsQ0FBQztTQUMvSSxJQUFJLENBQUMsNEJBQTRCLENBQUM7U0FDbEMsSUFBSSxDQUFDLGlDQUFpQyxFQUFFLDRCQUE0QixFQUFFLCtCQUErQixDQUFDO1NBQ3RHLElBQUksQ0FBQyxNQUFNLEVBQUUsU0FBUyxFQUFFLGNBQWMsQ0FBQztTQUN2QyxLQUFLLENBQUMscUJBQXFCLEVBQUUsMEJBQWtCLENBQUM7U0FDaEQsU0FBUyxDQUFDLG9CQUFvQixDQUFDO1NBQy9CLFNBQVMsQ0FBQyxpQkFBaUIsQ0FBQztTQUM1QixRQUFRLENBQUMsZ0RBQWdELEVBQUUsQ0FBQyxhQUFhLENBQUMsQ0FBQztTQUMzRSxLQUFLLEVBQUUsQ0FFRyxDQUFDO0lBQ2QsSUFBSSxDQUFDLEdBQUc7UUFBRSxPQUFPLElBQUksQ0FBQztJQUN0QixPQUFPO1FBQ0wsRUFBRSxFQUFFLEdBQUcsQ0FBQyxFQUFFO1FBQ1YsTUFBTSxFQUFFLE1BQU0sQ0FBQyxHQUFHLENBQUMsTUFBTSxDQUFDO1FBQzFCLFlBQVksRUFBRSxHQUFHLENBQUMsYUFBYTtRQUMvQixJQUFJLEVBQUUsR0FBRyxDQUFDLElBQUk7UUFDZCxJQUFJLEVBQUUsRUFBRSxFQUFFLEVBQUUsR0FBRyxDQUFDLE9BQU8sRUFBRSxjQUFjLEVBQUUsR0FBRyxDQUFDLGdCQUFnQixFQUFFLFFBQVEsRUFBRSxHQUFHLENBQUMsUUFBUSxFQUFFLFNBQVMsSUFBSSxFQUFFLEVBQUUsTUFBTSxFQUFFLEdBQUcsQ0FBQyxRQUFRLEVBQUUsT0FBTyxJQUFJLEVBQUUsRUFBRTtLQUM5SSxDQUFDO0FBQ0osQ0FBQztBQUVELGtHQUFrRztBQUNsRyxTQUFnQixTQUFTLENBQUMsT0FBdUI7SUFDL0MsT0FBTyxPQUFPLEtBQUssU0FBUyxDQUFDLENBQUMsQ0FBQyxJQUFJLDJCQUFhLENBQUMscUJBQXFCLEVBQUUsR0FBRyxDQUFDLENBQUMsQ0FBQyxDQUFDLElBQUksMkJBQWEsQ0FBQyx1QkFBdUIsRUFBRSxHQUFHLENBQUMsQ0FBQztBQUNqSSxDQUFDO0FBRUQ7Ozs7R0FJRztBQUNJLEtBQUssVUFBVSx1QkFBdUIsQ0FBQyxTQUEwQixFQUFFLE9BQXNCLEVBQUUsV0FBOEI7SUFDOUgsTUFBTSxRQUFRLEdBQUcsTUFBTSxXQUFXLENBQUMsU0FBUyxFQUFFLE9BQU8sQ0FBQyxJQUFJLENBQUMsRUFBRSxDQUFDLENBQUM7SUFDL0QsSUFBSSxRQUFRO1FBQUUsT0FBTyxJQUFBLG9CQUFXLEVBQUMsU0FBUyxFQUFFLFFBQVEsQ0FBQyxDQUFDO0lBQ3RELElBQUksT0FBTyxDQUFDLElBQUksQ0FBQyxjQUFjLEtBQUssV0FBVyxDQUFDLEVBQUUsRUFBRSxDQUFDO1FBQ25ELE1BQU0sUUFBUSxHQUFHLFNBQVMsQ0FBQyxPQUFPLENBQUMsZUFBTyxDQUFDLE9BQU8sQ0FBQyxDQUFDO1FBQ3BELE1BQU0sUUFBUSxDQUFDLG9CQUFvQixDQUFDLEVBQUUsRUFBRSxFQUFFLE9BQU8sQ0FBQyxFQUFFLEVBQUUsTUFBTSxFQUFFLE9BQU8sQ0FBQyxNQUFNLEVBQUUsYUFBYSxFQUFFLE9BQU8sQ0FBQyxZQUFZLEVBQUUsSUFBSSxFQUFFLEVBQUUsR0FBRyxPQUFPLENBQUMsSUFBSSxFQUFFLGNBQWMsRUFBRSxXQUFXLENBQUMsRUFBRSxFQUFFLEVBQUUsQ0FBQyxDQUFDO0lBQ2xMLENBQUM7SUFDRCxJQUFJLENBQUM7UUFDSCxNQUFNLEVBQUUsTUFBTSxFQUFFLEdBQUcsTUFBTSxJQUFBLGlDQUFvQixFQUFDLFNBQVMsQ0FBQyxDQUFDLEdBQUcsQ0FBQyxFQUFFLEtBQUssRUFBRSxFQUFFLEVBQUUsRUFBRSxPQUFPLENBQUMsSUFBSSxDQUFDLEVBQUUsRUFBRSxFQUFFLENBQUMsQ0FBQztRQUNqRyxPQUFPLElBQUEsb0JBQVcsRUFBQyxTQUFTLEVBQUUsTUFBTSxDQUFDLEVBQUUsQ0FBQyxDQUFDO0lBQzNDLENBQUM7SUFBQyxPQUFPLEtBQUssRUFBRSxDQUFDO1FBQ2Ysa0ZBQWtGO1FBQ2xGLE1BQU0sS0FBSyxHQUFHLE1BQU0sV0FBVyxDQUFDLFNBQVMsRUFBRSxPQUFPLENBQUMsSUFBSSxDQUFDLEVBQUUsQ0FBQyxDQUFDO1FBQzVELElBQUksS0FBSztZQUFFLE9BQU8sSUFBQSxvQkFBVyxFQUFDLFNBQVMsRUFBRSxLQUFLLENBQUMsQ0FBQztRQUNoRCxNQUFNLEtBQUssQ0FBQztJQUNkLENBQUM7QUFDSCxDQUFDO0FBRUQsS0FBSyxVQUFVLFdBQVcsQ0FBQyxTQUEwQixFQUFFLE1BQWM7SUFDbkUsTUFBTSxLQUFLLEdBQUcsU0FBUyxDQUFDLE9BQU8sQ0FBQyxpQ0FBeUIsQ0FBQyxLQUFLLENBQUMsQ0FBQztJQUNqRSxNQUFNLEVBQUUsSUFBSSxFQUFFLEdBQUcsTUFBTSxLQUFLLENBQUMsS0FBSyxDQUFDLEVBQUUsTUFBTSxFQUFFLE1BQU0sRUFBRSxNQUFNLEVBQUUsQ0FBQyxJQUFJLEVBQUUsY0FBYyxFQUFFLFVBQVUsQ0FBQyxFQUFFLE9BQU8sRUFBRSxFQUFFLEVBQUUsRUFBRSxNQUFNLEVBQUUsRUFBRSxDQUFDLENBQUM7SUFDNUgsT0FBUSxJQUFJLENBQUMsQ0FBQyxDQUFtRCxFQUFFLEtBQUssRUFBRSxFQUFFLElBQUksSUFBSSxDQUFDO0FBQ3ZGLENBQUM7QUFFRCw2REFBNkQ7QUFDN0QsU0FBZ0IsTUFBTSxDQUFDLE9BQXNCLEVBQUUsV0FBOEIsRUFBRSxHQUFHLEdBQUcsSUFBSSxJQUFJLEVBQUU7SUFDN0YsT0FBTyxJQUFBLGtDQUFlLEVBQ3BCLEVBQUUsUUFBUSxFQUFFLElBQUksRUFBRSxXQUFXLEVBQUUsRUFDL0IsRUFBRSxPQUFPLEVBQUUsT0FBTyxDQUFDLElBQUksQ0FBQyxlQUFlLEVBQUUsV0FBVyxFQUFFLE9BQU8sQ0FBQyxJQUFJLENBQUMsWUFBWSxFQUFFLFFBQVEsRUFBRSxPQUFPLENBQUMsSUFBSSxDQUFDLFFBQVEsRUFBRSxFQUNsSCxHQUFHLENBQ0osQ0FBQztBQUNKLENBQUMifQ==