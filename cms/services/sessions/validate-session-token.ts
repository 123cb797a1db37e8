import {
  SESSION_LIFETIME_MS,
  SESSION_RENEW_WITHIN_MS,
  SESSION_SEEN_RESOLUTION_MS,
} from '../../auth/session-cookie';
import { sql } from '@payloadcms/db-postgres';
import type { Session, User } from '../../payload-types';
import type { TenantContext } from '../context';
import { tenantDb } from '../tenant-db';
import { hashToken } from '../tokens/random-token';

/** What a request needs of its session: which it is, and when it ends and was last seen. */
export type SessionTimes = Pick<Session, 'id' | 'expiresAt' | 'lastSeenAt'>;

export interface ValidatedSession {
  session: SessionTimes;
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
  const session = await findSession(ctx, hashToken(token));
  if (!session) return null;

  const now = Date.now();
  if (new Date(session.expiresAt).getTime() <= now) {
    await db.delete({ collection: 'sessions', id: session.id });
    return null;
  }

  const user = await db.findById({ collection: 'users', id: session.userId });
  if (!user || user.suspended) {
    await db.delete({ collection: 'sessions', id: session.id });
    return null;
  }

  const renew = new Date(session.expiresAt).getTime() - now < SESSION_RENEW_WITHIN_MS;
  const seenLongAgo = now - new Date(session.lastSeenAt).getTime() > SESSION_SEEN_RESOLUTION_MS;
  let current: SessionTimes = { id: session.id, expiresAt: session.expiresAt, lastSeenAt: session.lastSeenAt };
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

/**
 * The session with this token hash on the request's tenant, in one SQL statement: every signed-in
 * visitor's first request after a start (or after the session cache forgot them) makes it, so a
 * class signing in at once, or an exam starting on the hour, pays one statement here instead of
 * Payload's query building (issue #13).
 */
async function findSession(ctx: TenantContext, tokenHash: string): Promise<(SessionTimes & { userId: string }) | null> {
  const rows = await tenantDb(ctx).executePrepared<{ id: string; user_id: string; expires_at: string | Date; last_seen_at: string | Date }>(sql`
    SELECT s.id, s.user_id, s.expires_at, s.last_seen_at FROM sessions s
    WHERE s.tenant_id = ${ctx.tenant.id} AND s.token_hash = ${tokenHash}`);
  const row = rows[0];
  if (!row) return null;
  return { id: row.id, userId: row.user_id, expiresAt: new Date(row.expires_at).toISOString(), lastSeenAt: new Date(row.last_seen_at).toISOString() };
}
