"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.PaymobRequestError = void 0;
exports.createPaymobClient = createPaymobClient;
const zod_1 = require("zod");
const callback_hmac_1 = require("./callback-hmac");
/** Paymob answered with an error status, or with a body that is not what the docs describe. */
class PaymobRequestError extends Error {
    constructor(status, detail) {
        super(`Paymob replied ${status}: ${detail}`);
        this.status = status;
        this.detail = detail;
        this.name = 'PaymobRequestError';
    }
}
exports.PaymobRequestError = PaymobRequestError;
const ZIntentionReply = zod_1.z.object({
    id: zod_1.z.string().min(1),
    intention_order_id: zod_1.z.number().int().positive(),
    client_secret: zod_1.z.string().min(1),
});
/** Paymob's error bodies carry `detail` (DRF style) or `message`; anything else is shown raw. */
function errorDetail(text) {
    try {
        const body = JSON.parse(text);
        const detail = body.detail ?? body.message;
        if (typeof detail === 'string')
            return detail;
    }
    catch {
        // Not JSON: fall through to the raw text.
    }
    return text.slice(0, 500);
}
function createPaymobClient(settings, fetchImpl = fetch) {
    async function call(method, path, body) {
        const response = await fetchImpl(`${settings.apiUrl}${path}`, {
            method,
            headers: {
                Authorization: `Token ${settings.secretKey}`,
                Accept: 'application/json',
                ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
            },
            body: body === undefined ? undefined : JSON.stringify(body),
            // A payment call that hangs must not hold a checkout request forever.
            signal: AbortSignal.timeout(15_000),
        });
        const text = await response.text();
        if (!response.ok)
            throw new PaymobRequestError(response.status, errorDetail(text));
        try {
            return JSON.parse(text);
        }
        catch {
            throw new PaymobRequestError(response.status, `not JSON: ${text.slice(0, 200)}`);
        }
    }
    function transactionOf(status, reply) {
        const transaction = (0, callback_hmac_1.transactionFromApi)(reply);
        if (!transaction)
            throw new PaymobRequestError(status, 'the transaction in the reply lacks documented fields');
        return transaction;
    }
    return {
        async createIntention(input) {
            const reply = ZIntentionReply.safeParse(await call('POST', '/v1/intention/', {
                amount: input.amountCents,
                currency: 'EGP',
                payment_methods: settings.integrationIds,
                items: input.items.map((item) => ({ name: item.name, amount: item.amountCents, quantity: item.quantity, description: item.description ?? item.name })),
                billing_data: input.billingData,
                special_reference: input.specialReference,
                notification_url: input.notificationUrl,
                redirection_url: input.redirectionUrl,
            }));
            if (!reply.success)
                throw new PaymobRequestError(200, `unexpected intention reply: ${reply.error.message}`);
            const checkoutUrl = new URL(`${settings.apiUrl}/unifiedcheckout/`);
            checkoutUrl.searchParams.set('publicKey', settings.publicKey);
            checkoutUrl.searchParams.set('clientSecret', reply.data.client_secret);
            return { id: reply.data.id, orderId: reply.data.intention_order_id, clientSecret: reply.data.client_secret, checkoutUrl: checkoutUrl.href };
        },
        async refundTransaction(transactionId, amountCents) {
            return transactionOf(200, await call('POST', '/api/acceptance/void_refund/refund', { transaction_id: transactionId, amount_cents: amountCents }));
        },
        async retrieveTransaction(transactionId) {
            return transactionOf(200, await call('GET', `/api/acceptance/transactions/${encodeURIComponent(String(transactionId))}`));
        },
    };
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJmaWxlIjoicGF5bW9iLWNsaWVudC5qcyIsInNvdXJjZVJvb3QiOiIiLCJzb3VyY2VzIjpbIi4uLy4uLy4uLy4uLy4uL3NyYy9tb2R1bGVzL3BheW1vYi9wYXltb2ItY2xpZW50LnRzIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiI7OztBQW9GQSxnREF5REM7QUE3SUQsNkJBQXdCO0FBQ3hCLG1EQUE2RTtBQXNEN0UsK0ZBQStGO0FBQy9GLE1BQWEsa0JBQW1CLFNBQVEsS0FBSztJQUMzQyxZQUNXLE1BQWMsRUFDZCxNQUFjO1FBRXZCLEtBQUssQ0FBQyxrQkFBa0IsTUFBTSxLQUFLLE1BQU0sRUFBRSxDQUFDLENBQUM7UUFIcEMsV0FBTSxHQUFOLE1BQU0sQ0FBUTtRQUNkLFdBQU0sR0FBTixNQUFNLENBQVE7UUFHdkIsSUFBSSxDQUFDLElBQUksR0FBRyxvQkFBb0IsQ0FBQztJQUNuQyxDQUFDO0NBQ0Y7QUFSRCxnREFRQztBQUVELE1BQU0sZUFBZSxHQUFHLE9BQUMsQ0FBQyxNQUFNLENBQUM7SUFDL0IsRUFBRSxFQUFFLE9BQUMsQ0FBQyxNQUFNLEVBQUUsQ0FBQyxHQUFHLENBQUMsQ0FBQyxDQUFDO0lBQ3JCLGtCQUFrQixFQUFFLE9BQUMsQ0FBQyxNQUFNLEVBQUUsQ0FBQyxHQUFHLEVBQUUsQ0FBQyxRQUFRLEVBQUU7SUFDL0MsYUFBYSxFQUFFLE9BQUMsQ0FBQyxNQUFNLEVBQUUsQ0FBQyxHQUFHLENBQUMsQ0FBQyxDQUFDO0NBQ2pDLENBQUMsQ0FBQztBQUVILGlHQUFpRztBQUNqRyxTQUFTLFdBQVcsQ0FBQyxJQUFZO0lBQy9CLElBQUksQ0FBQztRQUNILE1BQU0sSUFBSSxHQUFHLElBQUksQ0FBQyxLQUFLLENBQUMsSUFBSSxDQUE0QyxDQUFDO1FBQ3pFLE1BQU0sTUFBTSxHQUFHLElBQUksQ0FBQyxNQUFNLElBQUksSUFBSSxDQUFDLE9BQU8sQ0FBQztRQUMzQyxJQUFJLE9BQU8sTUFBTSxLQUFLLFFBQVE7WUFBRSxPQUFPLE1BQU0sQ0FBQztJQUNoRCxDQUFDO0lBQUMsTUFBTSxDQUFDO1FBQ1AsMENBQTBDO0lBQzVDLENBQUM7SUFDRCxPQUFPLElBQUksQ0FBQyxLQUFLLENBQUMsQ0FBQyxFQUFFLEdBQUcsQ0FBQyxDQUFDO0FBQzVCLENBQUM7QUFFRCxTQUFnQixrQkFBa0IsQ0FBQyxRQUF3QixFQUFFLFlBQTBCLEtBQUs7SUFDMUYsS0FBSyxVQUFVLElBQUksQ0FBQyxNQUFzQixFQUFFLElBQVksRUFBRSxJQUFjO1FBQ3RFLE1BQU0sUUFBUSxHQUFHLE1BQU0sU0FBUyxDQUFDLEdBQUcsUUFBUSxDQUFDLE1BQU0sR0FBRyxJQUFJLEVBQUUsRUFBRTtZQUM1RCxNQUFNO1lBQ04sT0FBTyxFQUFFO2dCQUNQLGFBQWEsRUFBRSxTQUFTLFFBQVEsQ0FBQyxTQUFTLEVBQUU7Z0JBQzVDLE1BQU0sRUFBRSxrQkFBa0I7Z0JBQzFCLEdBQUcsQ0FBQyxJQUFJLEtBQUssU0FBUyxDQUFDLENBQUMsQ0FBQyxFQUFFLENBQUMsQ0FBQyxDQUFDLEVBQUUsY0FBYyxFQUFFLGtCQUFrQixFQUFFLENBQUM7YUFDdEU7WUFDRCxJQUFJLEVBQUUsSUFBSSxLQUFLLFNBQVMsQ0FBQyxDQUFDLENBQUMsU0FBUyxDQUFDLENBQUMsQ0FBQyxJQUFJLENBQUMsU0FBUyxDQUFDLElBQUksQ0FBQztZQUMzRCxzRUFBc0U7WUFDdEUsTUFBTSxFQUFFLFdBQVcsQ0FBQyxPQUFPLENBQUMsTUFBTSxDQUFDO1NBQ3BDLENBQUMsQ0FBQztRQUNILE1BQU0sSUFBSSxHQUFHLE1BQU0sUUFBUSxDQUFDLElBQUksRUFBRSxDQUFDO1FBQ25DLElBQUksQ0FBQyxRQUFRLENBQUMsRUFBRTtZQUFFLE1BQU0sSUFBSSxrQkFBa0IsQ0FBQyxRQUFRLENBQUMsTUFBTSxFQUFFLFdBQVcsQ0FBQyxJQUFJLENBQUMsQ0FBQyxDQUFDO1FBQ25GLElBQUksQ0FBQztZQUNILE9BQU8sSUFBSSxDQUFDLEtBQUssQ0FBQyxJQUFJLENBQUMsQ0FBQztRQUMxQixDQUFDO1FBQUMsTUFBTSxDQUFDO1lBQ1AsTUFBTSxJQUFJLGtCQUFrQixDQUFDLFFBQVEsQ0FBQyxNQUFNLEVBQUUsYUFBYSxJQUFJLENBQUMsS0FBSyxDQUFDLENBQUMsRUFBRSxHQUFHLENBQUMsRUFBRSxDQUFDLENBQUM7UUFDbkYsQ0FBQztJQUNILENBQUM7SUFFRCxTQUFTLGFBQWEsQ0FBQyxNQUFjLEVBQUUsS0FBYztRQUNuRCxNQUFNLFdBQVcsR0FBRyxJQUFBLGtDQUFrQixFQUFDLEtBQUssQ0FBQyxDQUFDO1FBQzlDLElBQUksQ0FBQyxXQUFXO1lBQUUsTUFBTSxJQUFJLGtCQUFrQixDQUFDLE1BQU0sRUFBRSxzREFBc0QsQ0FBQyxDQUFDO1FBQy9HLE9BQU8sV0FBVyxDQUFDO0lBQ3JCLENBQUM7SUFFRCxPQUFPO1FBQ0wsS0FBSyxDQUFDLGVBQWUsQ0FBQyxLQUFLO1lBQ3pCLE1BQU0sS0FBSyxHQUFHLGVBQWUsQ0FBQyxTQUFTLENBQ3JDLE1BQU0sSUFBSSxDQUFDLE1BQU0sRUFBRSxnQkFBZ0IsRUFBRTtnQkFDbkMsTUFBTSxFQUFFLEtBQUssQ0FBQyxXQUFXO2dCQUN6QixRQUFRLEVBQUUsS0FBSztnQkFDZixlQUFlLEVBQUUsUUFBUSxDQUFDLGNBQWM7Z0JBQ3hDLEtBQUssRUFBRSxLQUFLLENBQUMsS0FBSyxDQUFDLEdBQUcsQ0FBQyxDQUFDLElBQUksRUFBRSxFQUFFLENBQUMsQ0FBQyxFQUFFLElBQUksRUFBRSxJQUFJLENBQUMsSUFBSSxFQUFFLE1BQU0sRUFBRSxJQUFJLENBQUMsV0FBVyxFQUFFLFFBQVEsRUFBRSxJQUFJLENBQUMsUUFBUSxFQUFFLFdBQVcsRUFBRSxJQUFJLENBQUMsV0FBVyxJQUFJLElBQUksQ0FBQyxJQUFJLEVBQUUsQ0FBQyxDQUFDO2dCQUN0SixZQUFZLEVBQUUsS0FBSyxDQUFDLFdBQVc7Z0JBQy9CLGlCQUFpQixFQUFFLEtBQUssQ0FBQyxnQkFBZ0I7Z0JBQ3pDLGdCQUFnQixFQUFFLEtBQUssQ0FBQyxlQUFlO2dCQUN2QyxlQUFlLEVBQUUsS0FBSyxDQUFDLGNBQWM7YUFDdEMsQ0FBQyxDQUNILENBQUM7WUFDRixJQUFJLENBQUMsS0FBSyxDQUFDLE9BQU87Z0JBQUUsTUFBTSxJQUFJLGtCQUFrQixDQUFDLEdBQUcsRUFBRSwrQkFBK0IsS0FBSyxDQUFDLEtBQUssQ0FBQyxPQUFPLEVBQUUsQ0FBQyxDQUFDO1lBQzVHLE1BQU0sV0FBVyxHQUFHLElBQUksR0FBRyxDQUFDLEdBQUcsUUFBUSxDQUFDLE1BQU0sbUJBQW1CLENBQUMsQ0FBQztZQUNuRSxXQUFXLENBQUMsWUFBWSxDQUFDLEdBQUcsQ0FBQyxXQUFXLEVBQUUsUUFBUSxDQUFDLFNBQVMsQ0FBQyxDQUFDO1lBQzlELFdBQVcsQ0FBQyxZQUFZLENBQUMsR0FBRyxDQUFDLGNBQWMsRUFBRSxLQUFLLENBQUMsSUFBSSxDQUFDLGFBQWEsQ0FBQyxDQUFDO1lBQ3ZFLE9BQU8sRUFBRSxFQUFFLEVBQUUsS0FBSyxDQUFDLElBQUksQ0FBQyxFQUFFLEVBQUUsT0FBTyxFQUFFLEtBQUssQ0FBQyxJQUFJLENBQUMsa0JBQWtCLEVBQUUsWUFBWSxFQUFFLEtBQUssQ0FBQyxJQUFJLENBQUMsYUFBYSxFQUFFLFdBQVcsRUFBRSxXQUFXLENBQUMsSUFBSSxFQUFFLENBQUM7UUFDOUksQ0FBQztRQUVELEtBQUssQ0FBQyxpQkFBaUIsQ0FBQyxhQUFhLEVBQUUsV0FBVztZQUNoRCxPQUFPLGFBQWEsQ0FBQyxHQUFHLEVBQUUsTUFBTSxJQUFJLENBQUMsTUFBTSxFQUFFLG9DQUFvQyxFQUFFLEVBQUUsY0FBYyxFQUFFLGFBQWEsRUFBRSxZQUFZLEVBQUUsV0FBVyxFQUFFLENBQUMsQ0FBQyxDQUFDO1FBQ3BKLENBQUM7UUFFRCxLQUFLLENBQUMsbUJBQW1CLENBQUMsYUFBYTtZQUNyQyxPQUFPLGFBQWEsQ0FBQyxHQUFHLEVBQUUsTUFBTSxJQUFJLENBQUMsS0FBSyxFQUFFLGdDQUFnQyxrQkFBa0IsQ0FBQyxNQUFNLENBQUMsYUFBYSxDQUFDLENBQUMsRUFBRSxDQUFDLENBQUMsQ0FBQztRQUM1SCxDQUFDO0tBQ0YsQ0FBQztBQUNKLENBQUMifQ==