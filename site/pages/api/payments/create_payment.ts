import { checkout } from '@halaqa/cms/services/commerce/checkout-cart';
import { confirmPayment } from '@halaqa/cms/services/commerce/confirm-payment';
import { ZCreatePaymentRequest } from '@halaqa/shared/api-contract/payments';
import { endpoint, tenantContext } from '@site/server/endpoint';
import { requireSignedIn } from '@site/server/guards';
import { json, readJsonBody } from '@site/server/http';

/**
 * POST /api/payments/create_payment {items, action} (learning-content §5, §7): `checkout` answers
 * `{redirectUrl}` (the gateway's hosted page) or `{completed, courses}` (nothing to pay);
 * `register` confirms the gateway's transaction on the buyer's return and answers `{completed, courses}`.
 */
export const POST = endpoint(async (context) => {
  const input = await readJsonBody(context.request, ZCreatePaymentRequest);
  const ctx = tenantContext(context);
  if (input.action === 'register') return json(await confirmPayment(ctx, context.locals.user, input.transaction_id));
  return json(await checkout(ctx, requireSignedIn(context).actor, input.items, context.locals.language));
});
