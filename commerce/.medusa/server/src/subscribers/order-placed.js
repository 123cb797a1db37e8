"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.config = void 0;
exports.default = orderPlaced;
const commerce_event_1 = require("@halaqa/shared/commerce-event");
const orders_1 = require("../lib/orders");
const ATTEMPTS = 5;
/**
 * Tells the site of every placed order (POST COMMERCE_EVENTS_URL, signed with
 * COMMERCE_WEBHOOK_SECRET). The site records each event id once; the callback or the buyer's
 * return usually recorded the order already, so this is the safety net, tried a few times.
 */
async function orderPlaced({ event, container }) {
    const url = process.env.COMMERCE_EVENTS_URL;
    const secret = process.env.COMMERCE_WEBHOOK_SECRET;
    if (!url || !secret)
        return;
    const body = JSON.stringify({ id: `order.paid:${event.data.id}`, type: 'order.paid', data: await (0, orders_1.paidOrderOf)(container, event.data.id) });
    for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
        try {
            const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', [commerce_event_1.COMMERCE_SIGNATURE_HEADER]: (0, commerce_event_1.signCommerceEvent)(body, secret) }, body, signal: AbortSignal.timeout(10_000) });
            if (response.ok)
                return;
        }
        catch {
            // The site is restarting: try again below.
        }
        await new Promise((resolve) => setTimeout(resolve, 500 * 2 ** attempt));
    }
    console.error(`order ${event.data.id}: the site did not take the paid-order event after ${ATTEMPTS} attempts`);
}
exports.config = { event: 'order.placed' };
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJmaWxlIjoib3JkZXItcGxhY2VkLmpzIiwic291cmNlUm9vdCI6IiIsInNvdXJjZXMiOlsiLi4vLi4vLi4vLi4vc3JjL3N1YnNjcmliZXJzL29yZGVyLXBsYWNlZC50cyJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiOzs7QUFXQSw4QkFlQztBQXpCRCxrRUFBa0g7QUFDbEgsMENBQTRDO0FBRTVDLE1BQU0sUUFBUSxHQUFHLENBQUMsQ0FBQztBQUVuQjs7OztHQUlHO0FBQ1ksS0FBSyxVQUFVLFdBQVcsQ0FBQyxFQUFFLEtBQUssRUFBRSxTQUFTLEVBQWtDO0lBQzVGLE1BQU0sR0FBRyxHQUFHLE9BQU8sQ0FBQyxHQUFHLENBQUMsbUJBQW1CLENBQUM7SUFDNUMsTUFBTSxNQUFNLEdBQUcsT0FBTyxDQUFDLEdBQUcsQ0FBQyx1QkFBdUIsQ0FBQztJQUNuRCxJQUFJLENBQUMsR0FBRyxJQUFJLENBQUMsTUFBTTtRQUFFLE9BQU87SUFDNUIsTUFBTSxJQUFJLEdBQUcsSUFBSSxDQUFDLFNBQVMsQ0FBQyxFQUFFLEVBQUUsRUFBRSxjQUFjLEtBQUssQ0FBQyxJQUFJLENBQUMsRUFBRSxFQUFFLEVBQUUsSUFBSSxFQUFFLFlBQVksRUFBRSxJQUFJLEVBQUUsTUFBTSxJQUFBLG9CQUFXLEVBQUMsU0FBUyxFQUFFLEtBQUssQ0FBQyxJQUFJLENBQUMsRUFBRSxDQUFDLEVBQTJCLENBQUMsQ0FBQztJQUNuSyxLQUFLLElBQUksT0FBTyxHQUFHLENBQUMsRUFBRSxPQUFPLElBQUksUUFBUSxFQUFFLE9BQU8sSUFBSSxDQUFDLEVBQUUsQ0FBQztRQUN4RCxJQUFJLENBQUM7WUFDSCxNQUFNLFFBQVEsR0FBRyxNQUFNLEtBQUssQ0FBQyxHQUFHLEVBQUUsRUFBRSxNQUFNLEVBQUUsTUFBTSxFQUFFLE9BQU8sRUFBRSxFQUFFLGNBQWMsRUFBRSxrQkFBa0IsRUFBRSxDQUFDLDBDQUF5QixDQUFDLEVBQUUsSUFBQSxrQ0FBaUIsRUFBQyxJQUFJLEVBQUUsTUFBTSxDQUFDLEVBQUUsRUFBRSxJQUFJLEVBQUUsTUFBTSxFQUFFLFdBQVcsQ0FBQyxPQUFPLENBQUMsTUFBTSxDQUFDLEVBQUUsQ0FBQyxDQUFDO1lBQ2hOLElBQUksUUFBUSxDQUFDLEVBQUU7Z0JBQUUsT0FBTztRQUMxQixDQUFDO1FBQUMsTUFBTSxDQUFDO1lBQ1AsMkNBQTJDO1FBQzdDLENBQUM7UUFDRCxNQUFNLElBQUksT0FBTyxDQUFDLENBQUMsT0FBTyxFQUFFLEVBQUUsQ0FBQyxVQUFVLENBQUMsT0FBTyxFQUFFLEdBQUcsR0FBRyxDQUFDLElBQUksT0FBTyxDQUFDLENBQUMsQ0FBQztJQUMxRSxDQUFDO0lBQ0QsT0FBTyxDQUFDLEtBQUssQ0FBQyxTQUFTLEtBQUssQ0FBQyxJQUFJLENBQUMsRUFBRSxzREFBc0QsUUFBUSxXQUFXLENBQUMsQ0FBQztBQUNqSCxDQUFDO0FBRVksUUFBQSxNQUFNLEdBQXFCLEVBQUUsS0FBSyxFQUFFLGNBQWMsRUFBRSxDQUFDIn0=