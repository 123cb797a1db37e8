import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import type { Language } from '@halaqa/shared/i18n/index';
import { safeReturnPath } from '@halaqa/shared/return-path';
import type { TSignUpRequest } from '@halaqa/shared/schemas/accounts';
import { refusedSignUp } from '../plans/site-full-notice';
import type { TenantContext } from '../context';
import { notifyManagers } from '../notifications/notify-managers';
import { hashPassword } from '../passwords';
import { tenantDb } from '../tenant-db';
import { transaction } from '../unit-of-work';
import { queueAccountMail } from './account-mail';
import { findUserByEmail } from './find-user-by-email';
import { toPublicUser } from './public-user';

/**
 * Creates an unverified account on the request's tenant and queues the mail with its
 * verification link (in the visitor's `language`) in the same transaction, with the notification
 * of the owner and the admins who manage users (issue #14): the account, its mail and the
 * notification commit together, and SMTP is never waited for inside the request (a failed send is
 * retried by the job queue).
 */
export async function signUp(ctx: TenantContext, input: TSignUpRequest, language: Language) {
  if (await findUserByEmail(ctx, input.email)) throw new AppError(AppErrorCode.EMAIL_EXISTS);
  const passwordHash = await hashPassword(input.password);

  try {
    return await transaction(ctx, async (tx) => {
      const user = await tenantDb(tx).create({
        collection: 'users',
        // Field access would refuse the hash; the accessor bypasses it.
        data: {
          email: input.email,
          name: input.name,
          passwordHash,
          telegram: input.telegram,
          telephone: input.telephone,
          settings: '{}',
          role: { role: 'user', rights: [] },
        },
      });
      await queueAccountMail(tx, user.id, 'verify-email', language, safeReturnPath(input.returnTo));
      await notifyManagers(tx, { kind: 'signUp', courseId: null, actorId: user.id, eventKey: user.id });
      return toPublicUser(user);
    });
  } catch (error) {
    // Two sign-ups racing for one address: the (tenant, email) index refuses the second.
    if (!(error instanceof AppError) && (await findUserByEmail(ctx, input.email))) {
      throw new AppError(AppErrorCode.EMAIL_EXISTS, { cause: error });
    }
    throw await refusedSignUp(ctx, error);
  }
}
