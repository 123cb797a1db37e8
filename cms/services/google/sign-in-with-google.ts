import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import { refusedSignUp } from '../plans/site-full-notice';
import type { TenantContext } from '../context';
import { findUserByEmail } from '../accounts/find-user-by-email';
import { createSession, type ClientInfo } from '../sessions/create-session';
import { notifyManagers } from '../notifications/notify-managers';
import { tenantDb } from '../tenant-db';
import { transaction } from '../unit-of-work';
import type { GoogleIdentity } from './google-client';

/**
 * Signs in whoever Google identified, on the request's tenant:
 * - no account with that address yet: one is created, verified (Google verified the address);
 * - an account that was created with Google (same `sub`): it is signed in;
 * - an account created with a password: refused with "Account exists but not linked to Google!"
 *   (linking it would let whoever controls the Google account take over the password account).
 */
export async function signInWithGoogle(ctx: TenantContext, identity: GoogleIdentity, client: ClientInfo) {
  const existing = await findUserByEmail(ctx, identity.email);
  if (existing && (existing.googleSub !== identity.sub || !identity.emailVerified)) throw new AppError(AppErrorCode.GOOGLE_NOT_LINKED);
  if (!identity.emailVerified) throw new Error('Google has not verified this email address; no account is created for it');
  if (existing?.suspended) throw new AppError(AppErrorCode.SUSPENDED);

  const user = existing ?? (await createGoogleUser(ctx, identity));
  return createSession(ctx, user.id, client);
}

async function createGoogleUser(ctx: TenantContext, identity: GoogleIdentity) {
  try {
    // The account and the notification of the owner and user managers (issue #14) commit together.
    return await transaction(ctx, async (tx) => {
      // Field access would refuse googleSub; the accessor bypasses it.
      const user = await tenantDb(tx).create({
        collection: 'users',
        data: {
          email: identity.email,
          name: identity.name,
          googleSub: identity.sub,
          verified: true,
          settings: '{}',
          role: { role: 'user', rights: [] },
        },
      });
      await notifyManagers(tx, { kind: 'signUp', courseId: null, actorId: user.id, eventKey: user.id });
      return user;
    });
  } catch (error) {
    throw await refusedSignUp(ctx, error);
  }
}
