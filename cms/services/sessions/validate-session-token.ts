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
  const found = await findSession(ctx, hashToken(token));
  if (!found) return null;
  const { user, ...session } = found;

  const now = Date.now();
  if (new Date(session.expiresAt).getTime() <= now || !user || user.suspended) {
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
  return { session: current, user };
}

type StoredUser = Omit<User, 'passwordHash'>;

interface SessionRow extends Record<string, unknown> {
  id: string;
  expires_at: string | Date;
  last_seen_at: string | Date;
  /** Null when the session's user is gone. */
  user: (Omit<StoredUser, 'updatedAt' | 'createdAt'> & { updatedAt: string; createdAt: string }) | null;
}

/** The values of one of the user's hasMany fields, in their order (Payload keeps them in side tables). */
const hasManyTexts = (path: string) => sql`ARRAY(SELECT t.text FROM users_texts t WHERE t.parent_id = u.id AND t.path = ${path} ORDER BY t."order")`;

/**
 * The session with this token hash on the request's tenant and its user as Payload reads it
 * (without the password hash), in one SQL statement: every signed-in visitor's first request
 * after a start (or after the session cache forgot them) makes it, so a class signing in at
 * once, or an exam starting on the hour, pays one statement here instead of Payload's query
 * building (issue #13). `validate-session-token.int.spec.ts` holds it to Payload's read.
 */
async function findSession(ctx: TenantContext, tokenHash: string): Promise<(SessionTimes & { user: StoredUser | null }) | null> {
  const rows = await tenantDb(ctx).executePrepared<SessionRow>(sql`
    SELECT s.id, s.expires_at, s.last_seen_at, CASE WHEN u.id IS NULL THEN NULL ELSE json_build_object(
      'id', u.id, 'tenant', u.tenant_id, 'email', u.email, 'name', u.name, 'googleSub', u.google_sub,
      'telegram', u.telegram, 'telephone', u.telephone, 'bio', u.bio, 'profilephoto', u.profilephoto,
      'settings', u.settings, 'isTeacher', u.is_teacher,
      'role', json_build_object(
        'role', u.role_role,
        'rights', ARRAY(SELECT r.value FROM users_role_rights r WHERE r.parent_id = u.id ORDER BY r."order"),
        'adminCourses', ${hasManyTexts('role.adminCourses')},
        'adminServices', ${hasManyTexts('role.adminServices')}
      ),
      'verified', u.verified, 'suspended', u.suspended, 'platformOperator', u.platform_operator,
      'updatedAt', u.updated_at, 'createdAt', u.created_at, 'collection', 'users'
    ) END AS user
    FROM sessions s LEFT JOIN users u ON u.id = s.user_id AND u.tenant_id = s.tenant_id
    WHERE s.tenant_id = ${ctx.tenant.id} AND s.token_hash = ${tokenHash}`);
  const row = rows[0];
  if (!row) return null;
  const user = row.user && { ...row.user, updatedAt: new Date(row.user.updatedAt).toISOString(), createdAt: new Date(row.user.createdAt).toISOString() };
  return { id: row.id, expiresAt: new Date(row.expires_at).toISOString(), lastSeenAt: new Date(row.last_seen_at).toISOString(), user };
}
