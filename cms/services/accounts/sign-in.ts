import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import type { TSignInRequest } from '@halaqa/shared/schemas/accounts';
import type { TenantContext } from '../context';
import { verifyPassword } from '../passwords';
import { createSession, type ClientInfo } from '../sessions/create-session';
import { findUserByEmail } from './find-user-by-email';
import { assertSignInAllowed, clearSignInFailures, recordSignInFailure } from './sign-in-throttle';
import { toPublicUser } from './public-user';

/**
 * Checks the credentials on the request's tenant and opens a session. A wrong password and an
 * unknown address get the same error (and take the same time); only with the right password
 * does the reply tell that the account is suspended or not yet verified. Repeated failures are
 * throttled per account and per IP (sign-in-throttle.ts).
 */
export async function signIn(ctx: TenantContext, input: TSignInRequest, client: ClientInfo) {
  await assertSignInAllowed(ctx.payload, ctx.tenant.id, input.email, client.ip);
  const user = await findUserByEmail(ctx, input.email);
  const passwordMatches = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !passwordMatches) {
    await recordSignInFailure(ctx.payload, ctx.tenant.id, input.email, client.ip);
    throw new AppError(AppErrorCode.INCORRECT_CREDENTIALS);
  }
  await clearSignInFailures(ctx.payload, ctx.tenant.id, input.email, client.ip);
  if (user.suspended) throw new AppError(AppErrorCode.SUSPENDED);
  if (!user.verified) throw new AppError(AppErrorCode.NOT_VERIFIED);

  const session = await createSession(ctx, user.id, client);
  return { user: toPublicUser(user), session };
}
