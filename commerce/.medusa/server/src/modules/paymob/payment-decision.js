"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.TRANSACTION_MAX_AGE_MS = void 0;
exports.paymentDecision = paymentDecision;
/** The spec's rule (learning-content §5, §9): a payment transaction older than 5 minutes is ignored. */
exports.TRANSACTION_MAX_AGE_MS = 5 * 60 * 1000;
/**
 * Whether a verified callback pays for this order. The order is found only through Paymob's
 * signed `order.id`; `merchant_order_id` and `special_reference` are never trusted because the
 * HMAC does not cover them. Age is measured from `created_at` because Paymob sends no delivery
 * timestamp, so a replayed callback is refused once five minutes have passed.
 */
function paymentDecision(verification, expected, now) {
    if (!verification.verified)
        return { register: false, refusal: 'bad-signature' };
    const { transaction } = verification;
    const refuse = (refusal) => ({ register: false, refusal });
    if (transaction.orderId !== expected.orderId)
        return refuse('wrong-order');
    if (!transaction.success)
        return refuse('not-successful');
    if (transaction.pending)
        return refuse('pending');
    // A refund's callback is also success=true for the same order and amount.
    if (transaction.hasParentTransaction)
        return refuse('not-a-payment');
    if (transaction.isRefunded || transaction.isVoided)
        return refuse('reversed');
    if (transaction.amountCents !== expected.amountCents)
        return refuse('amount-mismatch');
    if (transaction.currency !== expected.currency)
        return refuse('currency-mismatch');
    if (now.getTime() - transaction.createdAt.getTime() > exports.TRANSACTION_MAX_AGE_MS)
        return refuse('too-old');
    return { register: true, transaction };
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJmaWxlIjoicGF5bWVudC1kZWNpc2lvbi5qcyIsInNvdXJjZVJvb3QiOiIiLCJzb3VyY2VzIjpbIi4uLy4uLy4uLy4uLy4uL3NyYy9tb2R1bGVzL3BheW1vYi9wYXltZW50LWRlY2lzaW9uLnRzIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiI7OztBQWdDQSwwQ0FjQztBQTVDRCx3R0FBd0c7QUFDM0YsUUFBQSxzQkFBc0IsR0FBRyxDQUFDLEdBQUcsRUFBRSxHQUFHLElBQUksQ0FBQztBQXVCcEQ7Ozs7O0dBS0c7QUFDSCxTQUFnQixlQUFlLENBQUMsWUFBa0MsRUFBRSxRQUF5QixFQUFFLEdBQVM7SUFDdEcsSUFBSSxDQUFDLFlBQVksQ0FBQyxRQUFRO1FBQUUsT0FBTyxFQUFFLFFBQVEsRUFBRSxLQUFLLEVBQUUsT0FBTyxFQUFFLGVBQWUsRUFBRSxDQUFDO0lBQ2pGLE1BQU0sRUFBRSxXQUFXLEVBQUUsR0FBRyxZQUFZLENBQUM7SUFDckMsTUFBTSxNQUFNLEdBQUcsQ0FBQyxPQUF1QixFQUFtQixFQUFFLENBQUMsQ0FBQyxFQUFFLFFBQVEsRUFBRSxLQUFLLEVBQUUsT0FBTyxFQUFFLENBQUMsQ0FBQztJQUM1RixJQUFJLFdBQVcsQ0FBQyxPQUFPLEtBQUssUUFBUSxDQUFDLE9BQU87UUFBRSxPQUFPLE1BQU0sQ0FBQyxhQUFhLENBQUMsQ0FBQztJQUMzRSxJQUFJLENBQUMsV0FBVyxDQUFDLE9BQU87UUFBRSxPQUFPLE1BQU0sQ0FBQyxnQkFBZ0IsQ0FBQyxDQUFDO0lBQzFELElBQUksV0FBVyxDQUFDLE9BQU87UUFBRSxPQUFPLE1BQU0sQ0FBQyxTQUFTLENBQUMsQ0FBQztJQUNsRCwwRUFBMEU7SUFDMUUsSUFBSSxXQUFXLENBQUMsb0JBQW9CO1FBQUUsT0FBTyxNQUFNLENBQUMsZUFBZSxDQUFDLENBQUM7SUFDckUsSUFBSSxXQUFXLENBQUMsVUFBVSxJQUFJLFdBQVcsQ0FBQyxRQUFRO1FBQUUsT0FBTyxNQUFNLENBQUMsVUFBVSxDQUFDLENBQUM7SUFDOUUsSUFBSSxXQUFXLENBQUMsV0FBVyxLQUFLLFFBQVEsQ0FBQyxXQUFXO1FBQUUsT0FBTyxNQUFNLENBQUMsaUJBQWlCLENBQUMsQ0FBQztJQUN2RixJQUFJLFdBQVcsQ0FBQyxRQUFRLEtBQUssUUFBUSxDQUFDLFFBQVE7UUFBRSxPQUFPLE1BQU0sQ0FBQyxtQkFBbUIsQ0FBQyxDQUFDO0lBQ25GLElBQUksR0FBRyxDQUFDLE9BQU8sRUFBRSxHQUFHLFdBQVcsQ0FBQyxTQUFTLENBQUMsT0FBTyxFQUFFLEdBQUcsOEJBQXNCO1FBQUUsT0FBTyxNQUFNLENBQUMsU0FBUyxDQUFDLENBQUM7SUFDdkcsT0FBTyxFQUFFLFFBQVEsRUFBRSxJQUFJLEVBQUUsV0FBVyxFQUFFLENBQUM7QUFDekMsQ0FBQyJ9