import { requestPasswordReset } from '@halaqa/cms/services/accounts/request-password-reset';
import { ZEmailRequest } from '@halaqa/shared/schemas/account-management';
import { consumeLimit } from '@halaqa/cms/services/rate-limits/limiters';
import { endpoint, tenantContext } from '../../../../server/endpoint';
import { json, readJsonBody } from '../../../../server/http';

/** POST /api/users/password/reset {email} → 200 { ok: true } for any address; mails a 1-hour link. */
export const POST = endpoint(async (context) => {
  await consumeLimit(context.locals.payload, 'passwordResetsPerIp', context.locals.clientAddress);
  const { email } = await readJsonBody(context.request, ZEmailRequest);
  await requestPasswordReset(tenantContext(context), email, context.locals.language);
  return json({ ok: true });
});
