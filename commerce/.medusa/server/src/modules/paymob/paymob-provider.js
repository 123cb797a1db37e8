"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.PaymobProviderService = exports.centsOf = void 0;
const utils_1 = require("@medusajs/framework/utils");
const paymob_client_1 = require("./paymob-client");
const paymob_settings_1 = require("./paymob-settings");
/** Medusa keeps EGP in pounds; Paymob counts piastres. */
const centsOf = (amount) => Math.round(utils_1.MathBN.convert(amount).toNumber() * 100);
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
    }
    /**
     * The Paymob client with the platform's keys, made on first use: commands that only load the
     * modules (migrations) need no keys, while a payment without them fails loudly.
     */
    get paymob() {
        if (!this.client) {
            const settings = (0, paymob_settings_1.parsePaymobSettings)(process.env);
            if (!settings)
                throw new Error('Paymob is not configured: set PAYMOB_SECRET_KEY, PAYMOB_PUBLIC_KEY, PAYMOB_HMAC_SECRET, PAYMOB_INTEGRATION_IDS and PAYMOB_API_URL.');
            this.client = (0, paymob_client_1.createPaymobClient)(settings);
        }
        return this.client;
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
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJmaWxlIjoicGF5bW9iLXByb3ZpZGVyLmpzIiwic291cmNlUm9vdCI6IiIsInNvdXJjZXMiOlsiLi4vLi4vLi4vLi4vLi4vc3JjL21vZHVsZXMvcGF5bW9iL3BheW1vYi1wcm92aWRlci50cyJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiOzs7QUFBQSxxREFBK0c7QUF3Qi9HLG1EQUF3RTtBQUN4RSx1REFBd0Q7QUFjeEQsMERBQTBEO0FBQ25ELE1BQU0sT0FBTyxHQUFHLENBQUMsTUFBc0IsRUFBVSxFQUFFLENBQUMsSUFBSSxDQUFDLEtBQUssQ0FBQyxjQUFNLENBQUMsT0FBTyxDQUFDLE1BQU0sQ0FBQyxDQUFDLFFBQVEsRUFBRSxHQUFHLEdBQUcsQ0FBQyxDQUFDO0FBQWxHLFFBQUEsT0FBTyxXQUEyRjtBQUUvRzs7Ozs7O0dBTUc7QUFDSCxNQUFhLHFCQUFzQixTQUFRLCtCQUE4QztJQUl2RixZQUFZLFNBQWtDLEVBQUUsT0FBOEI7UUFDNUUsS0FBSyxDQUFDLFNBQVMsRUFBRSxPQUFPLENBQUMsQ0FBQztJQUM1QixDQUFDO0lBRUQ7OztPQUdHO0lBQ0gsSUFBSSxNQUFNO1FBQ1IsSUFBSSxDQUFDLElBQUksQ0FBQyxNQUFNLEVBQUUsQ0FBQztZQUNqQixNQUFNLFFBQVEsR0FBRyxJQUFBLHFDQUFtQixFQUFDLE9BQU8sQ0FBQyxHQUFHLENBQUMsQ0FBQztZQUNsRCxJQUFJLENBQUMsUUFBUTtnQkFBRSxNQUFNLElBQUksS0FBSyxDQUFDLG9JQUFvSSxDQUFDLENBQUM7WUFDckssSUFBSSxDQUFDLE1BQU0sR0FBRyxJQUFBLGtDQUFrQixFQUFDLFFBQVEsQ0FBQyxDQUFDO1FBQzdDLENBQUM7UUFDRCxPQUFPLElBQUksQ0FBQyxNQUFNLENBQUM7SUFDckIsQ0FBQztJQUVELEtBQUssQ0FBQyxlQUFlLENBQUMsRUFBRSxNQUFNLEVBQUUsYUFBYSxFQUFFLElBQUksRUFBd0I7UUFDekUsSUFBSSxhQUFhLENBQUMsV0FBVyxFQUFFLEtBQUssS0FBSztZQUFFLE1BQU0sSUFBSSxtQkFBVyxDQUFDLG1CQUFXLENBQUMsS0FBSyxDQUFDLFlBQVksRUFBRSxvQ0FBb0MsQ0FBQyxDQUFDO1FBQ3ZJLE1BQU0sS0FBSyxHQUFHLENBQUMsSUFBSSxJQUFJLEVBQUUsQ0FBc0gsQ0FBQztRQUNoSixJQUFJLENBQUMsS0FBSyxDQUFDLGdCQUFnQixJQUFJLENBQUMsS0FBSyxDQUFDLGVBQWUsSUFBSSxDQUFDLEtBQUssQ0FBQyxLQUFLLEVBQUUsQ0FBQztZQUN0RSxNQUFNLElBQUksbUJBQVcsQ0FBQyxtQkFBVyxDQUFDLEtBQUssQ0FBQyxZQUFZLEVBQUUscUVBQXFFLENBQUMsQ0FBQztRQUMvSCxDQUFDO1FBQ0QsTUFBTSxXQUFXLEdBQUcsSUFBQSxlQUFPLEVBQUMsTUFBTSxDQUFDLENBQUM7UUFDcEMsTUFBTSxTQUFTLEdBQUcsTUFBTSxJQUFJLENBQUMsTUFBTSxDQUFDLGVBQWUsQ0FBQztZQUNsRCxXQUFXO1lBQ1gsS0FBSyxFQUFFLENBQUMsRUFBRSxJQUFJLEVBQUUsS0FBSyxDQUFDLFdBQVcsSUFBSSxTQUFTLEVBQUUsV0FBVyxFQUFFLFFBQVEsRUFBRSxDQUFDLEVBQUUsQ0FBQztZQUMzRSxpRkFBaUY7WUFDakYsV0FBVyxFQUFFLEVBQUUsVUFBVSxFQUFFLElBQUksRUFBRSxTQUFTLEVBQUUsSUFBSSxFQUFFLEtBQUssRUFBRSxLQUFLLENBQUMsS0FBSyxFQUFFLFlBQVksRUFBRSxJQUFJLEVBQUU7WUFDMUYsZ0JBQWdCLEVBQUUsS0FBSyxDQUFDLFNBQVMsSUFBSSxVQUFVLElBQUksQ0FBQyxHQUFHLEVBQUUsRUFBRTtZQUMzRCxlQUFlLEVBQUUsS0FBSyxDQUFDLGdCQUFnQjtZQUN2QyxjQUFjLEVBQUUsS0FBSyxDQUFDLGVBQWU7U0FDdEMsQ0FBQyxDQUFDO1FBQ0gsTUFBTSxPQUFPLEdBQXNCLEVBQUUsZUFBZSxFQUFFLFNBQVMsQ0FBQyxPQUFPLEVBQUUsWUFBWSxFQUFFLFdBQVcsRUFBRSxRQUFRLEVBQUUsS0FBSyxFQUFFLFlBQVksRUFBRSxTQUFTLENBQUMsV0FBVyxFQUFFLENBQUM7UUFDM0osT0FBTyxFQUFFLEVBQUUsRUFBRSxTQUFTLENBQUMsRUFBRSxFQUFFLElBQUksRUFBRSxPQUFPLEVBQUUsTUFBTSxFQUFFLDRCQUFvQixDQUFDLE9BQU8sRUFBRSxDQUFDO0lBQ25GLENBQUM7SUFFRCxLQUFLLENBQUMsZ0JBQWdCLENBQUMsRUFBRSxJQUFJLEVBQXlCO1FBQ3BELE1BQU0sT0FBTyxHQUFHLElBQXlCLENBQUM7UUFDMUMsSUFBSSxDQUFDLE9BQU8sQ0FBQyxjQUFjO1lBQUUsT0FBTyxFQUFFLElBQUksRUFBRSxPQUFPLEVBQUUsTUFBTSxFQUFFLDRCQUFvQixDQUFDLE9BQU8sRUFBRSxDQUFDO1FBQzVGLE1BQU0sV0FBVyxHQUFHLE1BQU0sSUFBSSxDQUFDLE1BQU0sQ0FBQyxtQkFBbUIsQ0FBQyxPQUFPLENBQUMsY0FBYyxDQUFDLENBQUM7UUFDbEYsTUFBTSxJQUFJLEdBQ1IsV0FBVyxDQUFDLE9BQU8sS0FBSyxPQUFPLENBQUMsZUFBZTtZQUMvQyxXQUFXLENBQUMsT0FBTztZQUNuQixDQUFDLFdBQVcsQ0FBQyxPQUFPO1lBQ3BCLENBQUMsV0FBVyxDQUFDLG9CQUFvQjtZQUNqQyxDQUFDLFdBQVcsQ0FBQyxVQUFVO1lBQ3ZCLENBQUMsV0FBVyxDQUFDLFFBQVE7WUFDckIsV0FBVyxDQUFDLFdBQVcsS0FBSyxPQUFPLENBQUMsWUFBWTtZQUNoRCxXQUFXLENBQUMsUUFBUSxLQUFLLE9BQU8sQ0FBQyxRQUFRLENBQUM7UUFDNUMsdUZBQXVGO1FBQ3ZGLE9BQU8sRUFBRSxJQUFJLEVBQUUsT0FBTyxFQUFFLE1BQU0sRUFBRSxJQUFJLENBQUMsQ0FBQyxDQUFDLDRCQUFvQixDQUFDLFFBQVEsQ0FBQyxDQUFDLENBQUMsNEJBQW9CLENBQUMsS0FBSyxFQUFFLENBQUM7SUFDdEcsQ0FBQztJQUVELEtBQUssQ0FBQyxjQUFjLENBQUMsRUFBRSxJQUFJLEVBQXVCO1FBQ2hELE9BQU8sRUFBRSxJQUFJLEVBQUUsQ0FBQztJQUNsQixDQUFDO0lBRUQsS0FBSyxDQUFDLGFBQWEsQ0FBQyxFQUFFLElBQUksRUFBRSxNQUFNLEVBQXNCO1FBQ3RELE1BQU0sT0FBTyxHQUFHLElBQXlCLENBQUM7UUFDMUMsSUFBSSxDQUFDLE9BQU8sQ0FBQyxjQUFjO1lBQUUsTUFBTSxJQUFJLG1CQUFXLENBQUMsbUJBQVcsQ0FBQyxLQUFLLENBQUMsV0FBVyxFQUFFLG1EQUFtRCxDQUFDLENBQUM7UUFDdkksTUFBTSxLQUFLLEdBQUcsSUFBQSxlQUFPLEVBQUMsTUFBTSxDQUFDLENBQUM7UUFDOUIsTUFBTSxJQUFJLENBQUMsTUFBTSxDQUFDLGlCQUFpQixDQUFDLE9BQU8sQ0FBQyxjQUFjLEVBQUUsS0FBSyxDQUFDLENBQUM7UUFDbkUsT0FBTyxFQUFFLElBQUksRUFBRSxFQUFFLEdBQUcsT0FBTyxFQUFFLGNBQWMsRUFBRSxDQUFDLE9BQU8sQ0FBQyxjQUFjLElBQUksQ0FBQyxDQUFDLEdBQUcsS0FBSyxFQUFFLEVBQUUsQ0FBQztJQUN6RixDQUFDO0lBRUQsS0FBSyxDQUFDLGFBQWEsQ0FBQyxFQUFFLElBQUksRUFBc0I7UUFDOUMsaUVBQWlFO1FBQ2pFLE9BQU8sRUFBRSxJQUFJLEVBQUUsQ0FBQztJQUNsQixDQUFDO0lBRUQsS0FBSyxDQUFDLGFBQWEsQ0FBQyxFQUFFLElBQUksRUFBc0I7UUFDOUMsT0FBTyxFQUFFLElBQUksRUFBRSxDQUFDO0lBQ2xCLENBQUM7SUFFRCxLQUFLLENBQUMsZ0JBQWdCLENBQUMsRUFBRSxJQUFJLEVBQXlCO1FBQ3BELE9BQU8sSUFBSSxDQUFDLGdCQUFnQixDQUFDLEVBQUUsSUFBSSxFQUFFLElBQUksSUFBSSxFQUFFLEVBQTJCLENBQUMsQ0FBQztJQUM5RSxDQUFDO0lBRUQsS0FBSyxDQUFDLGVBQWUsQ0FBQyxFQUFFLElBQUksRUFBd0I7UUFDbEQsT0FBTyxFQUFFLElBQUksRUFBRSxDQUFDO0lBQ2xCLENBQUM7SUFFRCxLQUFLLENBQUMsYUFBYSxDQUFDLEVBQUUsSUFBSSxFQUFzQjtRQUM5QyxPQUFPLEVBQUUsSUFBSSxFQUFFLENBQUM7SUFDbEIsQ0FBQztJQUVEOzs7T0FHRztJQUNILEtBQUssQ0FBQyx1QkFBdUIsQ0FBQyxRQUEyQztRQUN2RSxPQUFPLEVBQUUsTUFBTSxFQUFFLGVBQWUsRUFBRSxDQUFDO0lBQ3JDLENBQUM7O0FBakdILHNEQWtHQztBQWpHaUIsZ0NBQVUsR0FBRyxRQUFRLENBQUMifQ==