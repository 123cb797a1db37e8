import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import type { TUpdatePasswordRequest } from '@halaqa/shared/schemas/account-management';
import type { TenantContext } from '../context';
import { hashPassword, verifyPassword } from '../passwords';
import { endSessionsOfUser } from '../sessions/end-sessions-of-user';
import { tenantDb } from '../tenant-db';
import { consumeAuthToken } from '../tokens/consume-auth-token';
import { transaction } from '../unit-of-work';
import { findTenantUser } from '../users/actor';

/** Who is asking, when the request came with a session. */
export interface SignedIn {
  userId: string;
  sessionId: string;
}

/**
 * POST /api/users/update-password. Three ways in:
 * - a mailed reset token (forgot password): works signed out, ends every session of the user;
 * - a set-password token from generate-token: only for the signed-in user it was made for;
 * - signed in with the correct old password.
 * Every way ends the user's other sessions, so a stolen session dies with the old password.
 */
export async function updatePassword(ctx: TenantContext, input: TUpdatePasswordRequest, signedIn: SignedIn | null): Promise<void> {
  const newHash = await hashPassword(input.newPassword);
  await transaction(ctx, async (tx) => {
    const userId = input.token ? await userOfToken(tx, input.token, signedIn) : await checkOldPassword(ctx, input, signedIn);
    await tenantDb(tx).update({ collection: 'users', id: userId, data: { passwordHash: newHash } });
    const keep = signedIn?.userId === userId ? signedIn.sessionId : undefined;
    await endSessionsOfUser(tx, userId, { exceptSessionId: keep });
  });
}

async function userOfToken(ctx: TenantContext, token: string, signedIn: SignedIn | null) {
  const reset = await consumeAuthToken(ctx, token, 'reset-password').catch(() => null);
  const consumed = reset ?? (await consumeAuthToken(ctx, token, 'set-password'));
  const { userId } = consumed;
  const isSetPassword = !reset;
  if (!consumed.firstUse || (isSetPassword && signedIn?.userId !== userId)) throw new AppError(AppErrorCode.INVALID_TOKEN);
  return userId;
}

async function checkOldPassword(ctx: TenantContext, input: TUpdatePasswordRequest, signedIn: SignedIn | null) {
  if (!signedIn) throw new AppError(AppErrorCode.NOT_SIGNED_IN);
  if (!input.oldPassword) throw new AppError(AppErrorCode.VALIDATION, { messageKey: 'validation.oldPasswordRequired', field: 'oldPassword' });
  // The signed-in user, looked up within this tenant (findTenantUser reads the hash as well).
  const user = await findTenantUser(ctx, signedIn.userId);
  if (!(await verifyPassword(user.passwordHash, input.oldPassword))) throw new AppError(AppErrorCode.WRONG_PASSWORD);
  return signedIn.userId;
}
