import { receiveCommerceEvent } from '@halaqa/cms/services/commerce/commerce-events';
import { COMMERCE_SIGNATURE_HEADER } from '@halaqa/shared/commerce-event';
import { endpoint } from '@site/server/endpoint';
import { json, readTextWithLimit } from '@site/server/http';

const EVENT_MAX_BYTES = 256 * 1024;

/**
 * POST /api/commerce/events: Medusa's events (a paid order), server to server. Not a tenant's
 * page: the middleware serves it on any host without the tenant or CSRF checks, and it is
 * authenticated by its HMAC signature alone; each event id is recorded once.
 */
export const POST = endpoint(async (context) => {
  const body = await readTextWithLimit(context.request, EVENT_MAX_BYTES);
  await receiveCommerceEvent(context.locals.payload, body, context.request.headers.get(COMMERCE_SIGNATURE_HEADER));
  return json({ ok: true });
});
