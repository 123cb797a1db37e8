import { signUp } from '@halaqa/cms/services/accounts/sign-up';
import { ZSignUpRequest } from '@halaqa/shared/schemas/accounts';
import { consumeLimit } from '@halaqa/cms/services/rate-limits/limiters';
import { endpoint, tenantContext } from '../../../server/endpoint';
import { json, readJsonBody } from '../../../server/http';

/** POST /api/users/sign-up {name, email, password, telegram, telephone} → 200 { user, message }. */
export const POST = endpoint(async (context) => {
  await consumeLimit(context.locals.payload, 'signUpsPerIp', context.locals.clientAddress);
  const input = await readJsonBody(context.request, ZSignUpRequest);
  const user = await signUp(tenantContext(context), input, context.locals.language);
  return json({ user, message: context.locals.t('signUp.checkEmail', { email: user.email }) });
});
