import { signIn } from '@halaqa/cms/services/accounts/sign-in';
import { ZSignInRequest } from '@halaqa/shared/schemas/accounts';
import { endpoint, tenantContext } from '../../../server/endpoint';
import { json, readJsonBody } from '../../../server/http';
import { setSessionCookie } from '../../../server/session-cookie';

/** POST /api/users/sign-in {email, password} → 200 with the user and the session cookie set. */
export const POST = endpoint(async (context) => {
  const input = await readJsonBody(context.request, ZSignInRequest);
  const { user, session } = await signIn(tenantContext(context), input, {
    userAgent: context.request.headers.get('user-agent'),
    ip: context.locals.clientAddress,
  });
  setSessionCookie(context, session.token, session.expiresAt);
  return json(user);
});
