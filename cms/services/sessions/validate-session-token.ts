import {
  SESSION_LIFETIME_MS,
  SESSION_RENEW_WITHIN_MS,
  SESSION_SEEN_RESOLUTION_MS,
} from '../../auth/session-cookie';
import type { Session, User } from '../../payload-types';
import { idOf, type TenantContext } from '../context';
import { tenantDb } from '../tenant-db';
import { hashToken } from '../tokens/random-token';

export interface ValidatedSession {
  session: Session;
  /** The signed-in user, without the password hash. */
  user: Omit<User, 'passwordHash'>;
}

/**
 * Turns a session cookie into its user, on the request's tenant only: a cookie from another
 * tenant's site finds nothing here. Expired sessions and sessions of suspended users end.
 * A session in its second half is extended (sliding expiry).
 */
export async function validateSessionToken(ctx: TenantContext, token: string): Promise<ValidatedSession | null> {
  const db = tenantDb(ctx);
  const session = await db.findOne({ collection: 'sessions', where: { tokenHash: { equals: hashToken(token) } } });
  if (!session) return null;

  const now = Date.now();
  if (new Date(session.expiresAt).getTime() <= now) {
    await db.delete({ collection: 'sessions', id: session.id });
    return null;
  }

  const user = await db.findById({ collection: 'users', id: idOf(session.user)! });
  if (!user || user.suspended) {
    await db.delete({ collection: 'sessions', id: session.id });
    return null;
  }

  const renew = new Date(session.expiresAt).getTime() - now < SESSION_RENEW_WITHIN_MS;
  const seenLongAgo = now - new Date(session.lastSeenAt).getTime() > SESSION_SEEN_RESOLUTION_MS;
  let current = session;
  if (renew || seenLongAgo) {
    current = await db.update({
      collection: 'sessions',
      id: session.id,
      data: {
        lastSeenAt: new Date(now).toISOString(),
        ...(renew ? { expiresAt: new Date(now + SESSION_LIFETIME_MS).toISOString() } : {}),
      },
    });
  }

  const { passwordHash: _hash, ...withoutHash } = user;
  return { session: current, user: withoutHash };
}
