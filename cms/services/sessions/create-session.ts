import { SESSION_LIFETIME_MS } from '../../auth/session-cookie';
import type { TenantContext } from '../context';
import { tenantDb } from '../tenant-db';
import { generateRandomToken, hashToken } from '../tokens/random-token';

/** What a session records of the device that opened it (listed on the profile page). */
export interface ClientInfo {
  userAgent: string | null;
  ip: string | null;
}

export interface NewSession {
  token: string;
  expiresAt: Date;
}

export async function createSession(ctx: TenantContext, userId: string, client: ClientInfo): Promise<NewSession> {
  const token = generateRandomToken();
  const now = Date.now();
  const expiresAt = new Date(now + SESSION_LIFETIME_MS);
  await tenantDb(ctx).create({
    collection: 'sessions',
    data: {
      user: userId,
      tokenHash: hashToken(token),
      expiresAt: expiresAt.toISOString(),
      lastSeenAt: new Date(now).toISOString(),
      userAgent: client.userAgent?.slice(0, 512) ?? null,
      ip: client.ip,
    },
  });
  return { token, expiresAt };
}
