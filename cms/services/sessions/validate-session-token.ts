import {
  SESSION_LIFETIME_MS,
  SESSION_RENEW_WITHIN_MS,
  SESSION_SEEN_RESOLUTION_MS,
} from '../../auth/session-cookie';
import type { Session, User } from '../../payload-types';
import { idOf, type TenantContext } from '../context';
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
export async function validateSessionToken({ payload, tenant }: TenantContext, token: string): Promise<ValidatedSession | null> {
  const { docs } = await payload.find({
    collection: 'sessions',
    where: { and: [{ tokenHash: { equals: hashToken(token) } }, { tenant: { equals: tenant.id } }] },
    depth: 0,
    limit: 1,
    pagination: false,
    // Explicitly filtered by the request's tenant above.
    overrideAccess: true,
  });
  const session = docs[0];
  if (!session) return null;

  const now = Date.now();
  if (new Date(session.expiresAt).getTime() <= now) {
    await payload.delete({ collection: 'sessions', id: session.id, overrideAccess: true });
    return null;
  }

  const user = await payload.findByID({
    collection: 'users',
    id: idOf(session.user)!,
    depth: 0,
    disableErrors: true,
    overrideAccess: true,
  });
  if (!user || idOf(user.tenant) !== tenant.id || user.suspended) {
    await payload.delete({ collection: 'sessions', id: session.id, overrideAccess: true });
    return null;
  }

  const renew = new Date(session.expiresAt).getTime() - now < SESSION_RENEW_WITHIN_MS;
  const seenLongAgo = now - new Date(session.lastSeenAt).getTime() > SESSION_SEEN_RESOLUTION_MS;
  let current = session;
  if (renew || seenLongAgo) {
    current = await payload.update({
      collection: 'sessions',
      id: session.id,
      data: {
        lastSeenAt: new Date(now).toISOString(),
        ...(renew ? { expiresAt: new Date(now + SESSION_LIFETIME_MS).toISOString() } : {}),
      },
      depth: 0,
      overrideAccess: true,
    });
  }

  const { passwordHash: _hash, ...withoutHash } = user;
  return { session: current, user: withoutHash };
}
