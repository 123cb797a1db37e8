import { receivePaymobCallback } from '@halaqa/cms/services/commerce/receive-paymob-callback';
import { endpoint } from '@site/server/endpoint';
import { json, readTextWithLimit } from '@site/server/http';

/** Paymob's callbacks are a few kilobytes; anything much larger is not one. */
const CALLBACK_MAX_BYTES = 64 * 1024;

/**
 * POST /api/payments/paymob/callback?hmac=…: the gateway's server callback (processed transaction).
 * It carries no Origin (it is not a browser), so the middleware lets it past the CSRF check;
 * the commerce service authenticates it by its HMAC instead. Anything that pays nothing is
 * acknowledged all the same, so the gateway does not retry it.
 */
export const POST = endpoint(async (context) => {
  const body = await readTextWithLimit(context.request, CALLBACK_MAX_BYTES);
  await receivePaymobCallback(context.locals.payload, {
    query: context.url.search.replace(/^\?/, ''),
    body,
  });
  return json({ ok: true });
});
