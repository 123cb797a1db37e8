"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.PaymobProviderService = exports.centsOf = void 0;
const utils_1 = require("@medusajs/framework/utils");
const paymob_client_1 = require("./paymob-client");
const paymob_settings_1 = require("./paymob-settings");
/** Medusa keeps EGP in pounds; Paymob counts piastres. */
const centsOf = (amount) => Math.round(Number(amount) * 100);
exports.centsOf = centsOf;
/**
 * Paymob's Intention API (unified checkout) as a Medusa payment provider. A session is an
 * intention; the payer pays on Paymob's hosted page. Whether a transaction pays for a session is
 * decided before the cart is completed (src/lib/paymob-payments.ts, from the signed callback or
 * Paymob's own record of the transaction); authorizing here re-reads the transaction from Paymob
 * and accepts it only if it is that session's successful payment in full.
 */
class PaymobProviderService extends utils_1.AbstractPaymentProvider {
    constructor(container, options) {
        super(container, options);
        const settings = (0, paymob_settings_1.parsePaymobSettings)(process.env);
        if (!settings)
            throw new Error('Paymob is not configured: set PAYMOB_SECRET_KEY, PAYMOB_PUBLIC_KEY, PAYMOB_HMAC_SECRET, PAYMOB_INTEGRATION_IDS and PAYMOB_API_URL.');
        this.paymob = (0, paymob_client_1.createPaymobClient)(settings);
    }
    async initiatePayment({ amount, currency_code, data }) {
        if (currency_code.toLowerCase() !== 'egp')
            throw new utils_1.MedusaError(utils_1.MedusaError.Types.INVALID_DATA, 'Paymob takes Egyptian pounds only.');
        const input = (data ?? {});
        if (!input.notification_url || !input.redirection_url || !input.email) {
            throw new utils_1.MedusaError(utils_1.MedusaError.Types.INVALID_DATA, 'A Paymob session needs notification_url, redirection_url and email.');
        }
        const amountCents = (0, exports.centsOf)(amount);
        const intention = await this.paymob.createIntention({
            amountCents,
            items: [{ name: input.description ?? 'Courses', amountCents, quantity: 1 }],
            // Paymob requires billing data; the platform has only the buyer's email to give.
            billingData: { first_name: 'NA', last_name: 'NA', email: input.email, phone_number: 'NA' },
            specialReference: input.reference ?? `halaqa-${Date.now()}`,
            notificationUrl: input.notification_url,
            redirectionUrl: input.redirection_url,
        });
        const session = { paymob_order_id: intention.orderId, amount_cents: amountCents, currency: 'EGP', checkout_url: intention.checkoutUrl };
        return { id: intention.id, data: session, status: utils_1.PaymentSessionStatus.PENDING };
    }
    async authorizePayment({ data }) {
        const session = data;
        if (!session.transaction_id)
            return { data: session, status: utils_1.PaymentSessionStatus.PENDING };
        const transaction = await this.paymob.retrieveTransaction(session.transaction_id);
        const pays = transaction.orderId === session.paymob_order_id &&
            transaction.success &&
            !transaction.pending &&
            !transaction.hasParentTransaction &&
            !transaction.isRefunded &&
            !transaction.isVoided &&
            transaction.amountCents === session.amount_cents &&
            transaction.currency === session.currency;
        // Paymob captures card payments at once, so an authorized payment is already captured.
        return { data: session, status: pays ? utils_1.PaymentSessionStatus.CAPTURED : utils_1.PaymentSessionStatus.ERROR };
    }
    async capturePayment({ data }) {
        return { data };
    }
    async refundPayment({ data, amount }) {
        const session = data;
        if (!session.transaction_id)
            throw new utils_1.MedusaError(utils_1.MedusaError.Types.NOT_ALLOWED, 'This payment has no Paymob transaction to refund.');
        const cents = (0, exports.centsOf)(amount);
        await this.paymob.refundTransaction(session.transaction_id, cents);
        return { data: { ...session, refunded_cents: (session.refunded_cents ?? 0) + cents } };
    }
    async cancelPayment({ data }) {
        // An unpaid intention simply expires at Paymob; nothing to call.
        return { data };
    }
    async deletePayment({ data }) {
        return { data };
    }
    async getPaymentStatus({ data }) {
        return this.authorizePayment({ data: data ?? {} });
    }
    async retrievePayment({ data }) {
        return { data };
    }
    async updatePayment({ data }) {
        return { data };
    }
    /**
     * Medusa's own webhook route is not used: Medusa is internal, so Paymob's callbacks reach the
     * site, which hands them to Halaqa's route (src/api/halaqa/paymob/callback) that checks them.
     */
    async getWebhookActionAndData(_payload) {
        return { action: 'not_supported' };
    }
}
exports.PaymobProviderService = PaymobProviderService;
PaymobProviderService.identifier = 'paymob';
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJmaWxlIjoicGF5bW9iLXByb3ZpZGVyLmpzIiwic291cmNlUm9vdCI6IiIsInNvdXJjZXMiOlsiLi4vLi4vLi4vLi4vLi4vc3JjL21vZHVsZXMvcGF5bW9iL3BheW1vYi1wcm92aWRlci50cyJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiOzs7QUFBQSxxREFBdUc7QUF1QnZHLG1EQUF3RTtBQUN4RSx1REFBd0Q7QUFjeEQsMERBQTBEO0FBQ25ELE1BQU0sT0FBTyxHQUFHLENBQUMsTUFBZSxFQUFVLEVBQUUsQ0FBQyxJQUFJLENBQUMsS0FBSyxDQUFDLE1BQU0sQ0FBQyxNQUFNLENBQUMsR0FBRyxHQUFHLENBQUMsQ0FBQztBQUF4RSxRQUFBLE9BQU8sV0FBaUU7QUFFckY7Ozs7OztHQU1HO0FBQ0gsTUFBYSxxQkFBc0IsU0FBUSwrQkFBOEM7SUFJdkYsWUFBWSxTQUFrQyxFQUFFLE9BQThCO1FBQzVFLEtBQUssQ0FBQyxTQUFTLEVBQUUsT0FBTyxDQUFDLENBQUM7UUFDMUIsTUFBTSxRQUFRLEdBQUcsSUFBQSxxQ0FBbUIsRUFBQyxPQUFPLENBQUMsR0FBRyxDQUFDLENBQUM7UUFDbEQsSUFBSSxDQUFDLFFBQVE7WUFBRSxNQUFNLElBQUksS0FBSyxDQUFDLG9JQUFvSSxDQUFDLENBQUM7UUFDckssSUFBSSxDQUFDLE1BQU0sR0FBRyxJQUFBLGtDQUFrQixFQUFDLFFBQVEsQ0FBQyxDQUFDO0lBQzdDLENBQUM7SUFFRCxLQUFLLENBQUMsZUFBZSxDQUFDLEVBQUUsTUFBTSxFQUFFLGFBQWEsRUFBRSxJQUFJLEVBQXdCO1FBQ3pFLElBQUksYUFBYSxDQUFDLFdBQVcsRUFBRSxLQUFLLEtBQUs7WUFBRSxNQUFNLElBQUksbUJBQVcsQ0FBQyxtQkFBVyxDQUFDLEtBQUssQ0FBQyxZQUFZLEVBQUUsb0NBQW9DLENBQUMsQ0FBQztRQUN2SSxNQUFNLEtBQUssR0FBRyxDQUFDLElBQUksSUFBSSxFQUFFLENBQXNILENBQUM7UUFDaEosSUFBSSxDQUFDLEtBQUssQ0FBQyxnQkFBZ0IsSUFBSSxDQUFDLEtBQUssQ0FBQyxlQUFlLElBQUksQ0FBQyxLQUFLLENBQUMsS0FBSyxFQUFFLENBQUM7WUFDdEUsTUFBTSxJQUFJLG1CQUFXLENBQUMsbUJBQVcsQ0FBQyxLQUFLLENBQUMsWUFBWSxFQUFFLHFFQUFxRSxDQUFDLENBQUM7UUFDL0gsQ0FBQztRQUNELE1BQU0sV0FBVyxHQUFHLElBQUEsZUFBTyxFQUFDLE1BQU0sQ0FBQyxDQUFDO1FBQ3BDLE1BQU0sU0FBUyxHQUFHLE1BQU0sSUFBSSxDQUFDLE1BQU0sQ0FBQyxlQUFlLENBQUM7WUFDbEQsV0FBVztZQUNYLEtBQUssRUFBRSxDQUFDLEVBQUUsSUFBSSxFQUFFLEtBQUssQ0FBQyxXQUFXLElBQUksU0FBUyxFQUFFLFdBQVcsRUFBRSxRQUFRLEVBQUUsQ0FBQyxFQUFFLENBQUM7WUFDM0UsaUZBQWlGO1lBQ2pGLFdBQVcsRUFBRSxFQUFFLFVBQVUsRUFBRSxJQUFJLEVBQUUsU0FBUyxFQUFFLElBQUksRUFBRSxLQUFLLEVBQUUsS0FBSyxDQUFDLEtBQUssRUFBRSxZQUFZLEVBQUUsSUFBSSxFQUFFO1lBQzFGLGdCQUFnQixFQUFFLEtBQUssQ0FBQyxTQUFTLElBQUksVUFBVSxJQUFJLENBQUMsR0FBRyxFQUFFLEVBQUU7WUFDM0QsZUFBZSxFQUFFLEtBQUssQ0FBQyxnQkFBZ0I7WUFDdkMsY0FBYyxFQUFFLEtBQUssQ0FBQyxlQUFlO1NBQ3RDLENBQUMsQ0FBQztRQUNILE1BQU0sT0FBTyxHQUFzQixFQUFFLGVBQWUsRUFBRSxTQUFTLENBQUMsT0FBTyxFQUFFLFlBQVksRUFBRSxXQUFXLEVBQUUsUUFBUSxFQUFFLEtBQUssRUFBRSxZQUFZLEVBQUUsU0FBUyxDQUFDLFdBQVcsRUFBRSxDQUFDO1FBQzNKLE9BQU8sRUFBRSxFQUFFLEVBQUUsU0FBUyxDQUFDLEVBQUUsRUFBRSxJQUFJLEVBQUUsT0FBTyxFQUFFLE1BQU0sRUFBRSw0QkFBb0IsQ0FBQyxPQUFPLEVBQUUsQ0FBQztJQUNuRixDQUFDO0lBRUQsS0FBSyxDQUFDLGdCQUFnQixDQUFDLEVBQUUsSUFBSSxFQUF5QjtRQUNwRCxNQUFNLE9BQU8sR0FBRyxJQUF5QixDQUFDO1FBQzFDLElBQUksQ0FBQyxPQUFPLENBQUMsY0FBYztZQUFFLE9BQU8sRUFBRSxJQUFJLEVBQUUsT0FBTyxFQUFFLE1BQU0sRUFBRSw0QkFBb0IsQ0FBQyxPQUFPLEVBQUUsQ0FBQztRQUM1RixNQUFNLFdBQVcsR0FBRyxNQUFNLElBQUksQ0FBQyxNQUFNLENBQUMsbUJBQW1CLENBQUMsT0FBTyxDQUFDLGNBQWMsQ0FBQyxDQUFDO1FBQ2xGLE1BQU0sSUFBSSxHQUNSLFdBQVcsQ0FBQyxPQUFPLEtBQUssT0FBTyxDQUFDLGVBQWU7WUFDL0MsV0FBVyxDQUFDLE9BQU87WUFDbkIsQ0FBQyxXQUFXLENBQUMsT0FBTztZQUNwQixDQUFDLFdBQVcsQ0FBQyxvQkFBb0I7WUFDakMsQ0FBQyxXQUFXLENBQUMsVUFBVTtZQUN2QixDQUFDLFdBQVcsQ0FBQyxRQUFRO1lBQ3JCLFdBQVcsQ0FBQyxXQUFXLEtBQUssT0FBTyxDQUFDLFlBQVk7WUFDaEQsV0FBVyxDQUFDLFFBQVEsS0FBSyxPQUFPLENBQUMsUUFBUSxDQUFDO1FBQzVDLHVGQUF1RjtRQUN2RixPQUFPLEVBQUUsSUFBSSxFQUFFLE9BQU8sRUFBRSxNQUFNLEVBQUUsSUFBSSxDQUFDLENBQUMsQ0FBQyw0QkFBb0IsQ0FBQyxRQUFRLENBQUMsQ0FBQyxDQUFDLDRCQUFvQixDQUFDLEtBQUssRUFBRSxDQUFDO0lBQ3RHLENBQUM7SUFFRCxLQUFLLENBQUMsY0FBYyxDQUFDLEVBQUUsSUFBSSxFQUF1QjtRQUNoRCxPQUFPLEVBQUUsSUFBSSxFQUFFLENBQUM7SUFDbEIsQ0FBQztJQUVELEtBQUssQ0FBQyxhQUFhLENBQUMsRUFBRSxJQUFJLEVBQUUsTUFBTSxFQUFzQjtRQUN0RCxNQUFNLE9BQU8sR0FBRyxJQUF5QixDQUFDO1FBQzFDLElBQUksQ0FBQyxPQUFPLENBQUMsY0FBYztZQUFFLE1BQU0sSUFBSSxtQkFBVyxDQUFDLG1CQUFXLENBQUMsS0FBSyxDQUFDLFdBQVcsRUFBRSxtREFBbUQsQ0FBQyxDQUFDO1FBQ3ZJLE1BQU0sS0FBSyxHQUFHLElBQUEsZUFBTyxFQUFDLE1BQU0sQ0FBQyxDQUFDO1FBQzlCLE1BQU0sSUFBSSxDQUFDLE1BQU0sQ0FBQyxpQkFBaUIsQ0FBQyxPQUFPLENBQUMsY0FBYyxFQUFFLEtBQUssQ0FBQyxDQUFDO1FBQ25FLE9BQU8sRUFBRSxJQUFJLEVBQUUsRUFBRSxHQUFHLE9BQU8sRUFBRSxjQUFjLEVBQUUsQ0FBQyxPQUFPLENBQUMsY0FBYyxJQUFJLENBQUMsQ0FBQyxHQUFHLEtBQUssRUFBRSxFQUFFLENBQUM7SUFDekYsQ0FBQztJQUVELEtBQUssQ0FBQyxhQUFhLENBQUMsRUFBRSxJQUFJLEVBQXNCO1FBQzlDLGlFQUFpRTtRQUNqRSxPQUFPLEVBQUUsSUFBSSxFQUFFLENBQUM7SUFDbEIsQ0FBQztJQUVELEtBQUssQ0FBQyxhQUFhLENBQUMsRUFBRSxJQUFJLEVBQXNCO1FBQzlDLE9BQU8sRUFBRSxJQUFJLEVBQUUsQ0FBQztJQUNsQixDQUFDO0lBRUQsS0FBSyxDQUFDLGdCQUFnQixDQUFDLEVBQUUsSUFBSSxFQUF5QjtRQUNwRCxPQUFPLElBQUksQ0FBQyxnQkFBZ0IsQ0FBQyxFQUFFLElBQUksRUFBRSxJQUFJLElBQUksRUFBRSxFQUEyQixDQUFDLENBQUM7SUFDOUUsQ0FBQztJQUVELEtBQUssQ0FBQyxlQUFlLENBQUMsRUFBRSxJQUFJLEVBQXdCO1FBQ2xELE9BQU8sRUFBRSxJQUFJLEVBQUUsQ0FBQztJQUNsQixDQUFDO0lBRUQsS0FBSyxDQUFDLGFBQWEsQ0FBQyxFQUFFLElBQUksRUFBc0I7UUFDOUMsT0FBTyxFQUFFLElBQUksRUFBRSxDQUFDO0lBQ2xCLENBQUM7SUFFRDs7O09BR0c7SUFDSCxLQUFLLENBQUMsdUJBQXVCLENBQUMsUUFBMkM7UUFDdkUsT0FBTyxFQUFFLE1BQU0sRUFBRSxlQUFlLEVBQUUsQ0FBQztJQUNyQyxDQUFDOztBQXZGSCxzREF3RkM7QUF2RlEsZ0NBQVUsR0FBRyxRQUFRLENBQUMifQ==