"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.config = void 0;
exports.default = orderPlaced;
const commerce_event_1 = require("@halaqa/shared/commerce-event");
const utils_1 = require("@medusajs/framework/utils");
const orders_1 = require("../lib/orders");
const ATTEMPTS = 5;
/**
 * Tells the site of every placed order (POST COMMERCE_EVENTS_URL, signed with
 * COMMERCE_WEBHOOK_SECRET). The site records each event id once; the callback or the buyer's
 * return usually recorded the order already, so this is the safety net, tried a few times.
 */
async function orderPlaced({ event, container }) {
    const logger = container.resolve(utils_1.ContainerRegistrationKeys.LOGGER);
    const url = process.env.COMMERCE_EVENTS_URL;
    const secret = process.env.COMMERCE_WEBHOOK_SECRET;
    if (!url || !secret)
        return;
    const body = JSON.stringify({ id: `order.paid:${event.data.id}`, type: 'order.paid', data: await (0, orders_1.paidOrderOf)(container, event.data.id) });
    let lastFailure = '';
    for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
        try {
            const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', [commerce_event_1.COMMERCE_SIGNATURE_HEADER]: (0, commerce_event_1.signCommerceEvent)(body, secret) }, body, signal: AbortSignal.timeout(10_000) });
            if (response.ok)
                return;
            lastFailure = `${response.status} ${(await response.text()).slice(0, 300)}`;
        }
        catch (error) {
            // The site is restarting: try again below.
            lastFailure = error.message;
        }
        await new Promise((resolve) => setTimeout(resolve, 500 * 2 ** attempt));
    }
    logger.error(`order ${event.data.id}: the site did not take the paid-order event after ${ATTEMPTS} attempts (${lastFailure}): ${body.slice(0, 1000)}`);
}
exports.config = { event: 'order.placed' };
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJmaWxlIjoib3JkZXItcGxhY2VkLmpzIiwic291cmNlUm9vdCI6IiIsInNvdXJjZXMiOlsiLi4vLi4vLi4vLi4vc3JjL3N1YnNjcmliZXJzL29yZGVyLXBsYWNlZC50cyJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiOzs7QUFZQSw4QkFtQkM7QUE5QkQsa0VBQWtIO0FBQ2xILHFEQUFzRTtBQUN0RSwwQ0FBNEM7QUFFNUMsTUFBTSxRQUFRLEdBQUcsQ0FBQyxDQUFDO0FBRW5COzs7O0dBSUc7QUFDWSxLQUFLLFVBQVUsV0FBVyxDQUFDLEVBQUUsS0FBSyxFQUFFLFNBQVMsRUFBa0M7SUFDNUYsTUFBTSxNQUFNLEdBQUcsU0FBUyxDQUFDLE9BQU8sQ0FBQyxpQ0FBeUIsQ0FBQyxNQUFNLENBQUMsQ0FBQztJQUNuRSxNQUFNLEdBQUcsR0FBRyxPQUFPLENBQUMsR0FBRyxDQUFDLG1CQUFtQixDQUFDO0lBQzVDLE1BQU0sTUFBTSxHQUFHLE9BQU8sQ0FBQyxHQUFHLENBQUMsdUJBQXVCLENBQUM7SUFDbkQsSUFBSSxDQUFDLEdBQUcsSUFBSSxDQUFDLE1BQU07UUFBRSxPQUFPO0lBQzVCLE1BQU0sSUFBSSxHQUFHLElBQUksQ0FBQyxTQUFTLENBQUMsRUFBRSxFQUFFLEVBQUUsY0FBYyxLQUFLLENBQUMsSUFBSSxDQUFDLEVBQUUsRUFBRSxFQUFFLElBQUksRUFBRSxZQUFZLEVBQUUsSUFBSSxFQUFFLE1BQU0sSUFBQSxvQkFBVyxFQUFDLFNBQVMsRUFBRSxLQUFLLENBQUMsSUFBSSxDQUFDLEVBQUUsQ0FBQyxFQUEyQixDQUFDLENBQUM7SUFDbkssSUFBSSxXQUFXLEdBQUcsRUFBRSxDQUFDO0lBQ3JCLEtBQUssSUFBSSxPQUFPLEdBQUcsQ0FBQyxFQUFFLE9BQU8sSUFBSSxRQUFRLEVBQUUsT0FBTyxJQUFJLENBQUMsRUFBRSxDQUFDO1FBQ3hELElBQUksQ0FBQztZQUNILE1BQU0sUUFBUSxHQUFHLE1BQU0sS0FBSyxDQUFDLEdBQUcsRUFBRSxFQUFFLE1BQU0sRUFBRSxNQUFNLEVBQUUsT0FBTyxFQUFFLEVBQUUsY0FBYyxFQUFFLGtCQUFrQixFQUFFLENBQUMsMENBQXlCLENBQUMsRUFBRSxJQUFBLGtDQUFpQixFQUFDLElBQUksRUFBRSxNQUFNLENBQUMsRUFBRSxFQUFFLElBQUksRUFBRSxNQUFNLEVBQUUsV0FBVyxDQUFDLE9BQU8sQ0FBQyxNQUFNLENBQUMsRUFBRSxDQUFDLENBQUM7WUFDaE4sSUFBSSxRQUFRLENBQUMsRUFBRTtnQkFBRSxPQUFPO1lBQ3hCLFdBQVcsR0FBRyxHQUFHLFFBQVEsQ0FBQyxNQUFNLElBQUksQ0FBQyxNQUFNLFFBQVEsQ0FBQyxJQUFJLEVBQUUsQ0FBQyxDQUFDLEtBQUssQ0FBQyxDQUFDLEVBQUUsR0FBRyxDQUFDLEVBQUUsQ0FBQztRQUM5RSxDQUFDO1FBQUMsT0FBTyxLQUFLLEVBQUUsQ0FBQztZQUNmLDJDQUEyQztZQUMzQyxXQUFXLEdBQUksS0FBZSxDQUFDLE9BQU8sQ0FBQztRQUN6QyxDQUFDO1FBQ0QsTUFBTSxJQUFJLE9BQU8sQ0FBQyxDQUFDLE9BQU8sRUFBRSxFQUFFLENBQUMsVUFBVSxDQUFDLE9BQU8sRUFBRSxHQUFHLEdBQUcsQ0FBQyxJQUFJLE9BQU8sQ0FBQyxDQUFDLENBQUM7SUFDMUUsQ0FBQztJQUNELE1BQU0sQ0FBQyxLQUFLLENBQUMsU0FBUyxLQUFLLENBQUMsSUFBSSxDQUFDLEVBQUUsc0RBQXNELFFBQVEsY0FBYyxXQUFXLE1BQU0sSUFBSSxDQUFDLEtBQUssQ0FBQyxDQUFDLEVBQUUsSUFBSSxDQUFDLEVBQUUsQ0FBQyxDQUFDO0FBQ3pKLENBQUM7QUFFWSxRQUFBLE1BQU0sR0FBcUIsRUFBRSxLQUFLLEVBQUUsY0FBYyxFQUFFLENBQUMifQ==