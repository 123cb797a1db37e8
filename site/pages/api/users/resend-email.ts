import { resendVerification } from '@halaqa/cms/services/accounts/resend-verification';
import { ZEmailRequest } from '@halaqa/shared/schemas/account-management';
import { consumeLimit } from '@halaqa/cms/services/rate-limits/limiters';
import { endpoint, tenantContext } from '../../../server/endpoint';
import { json, readJsonBody } from '../../../server/http';

/** POST /api/users/resend-email {email} → 200 { ok: true }, whether or not the address has an account. */
export const POST = endpoint(async (context) => {
  await consumeLimit(context.locals.payload, 'verificationResendsPerIp', context.locals.clientAddress);
  const { email } = await readJsonBody(context.request, ZEmailRequest);
  await resendVerification(tenantContext(context), email, context.locals.language);
  return json({ ok: true });
});
