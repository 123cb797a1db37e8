import { SESSION_LIFETIME_MS } from '../../auth/session-cookie';
import type { TenantContext } from '../context';
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

export async function createSession({ payload, tenant }: TenantContext, userId: string, client: ClientInfo): Promise<NewSession> {
  const token = generateRandomToken();
  const now = Date.now();
  const expiresAt = new Date(now + SESSION_LIFETIME_MS);
  await payload.create({
    collection: 'sessions',
    data: {
      tenant: tenant.id,
      user: userId,
      tokenHash: hashToken(token),
      expiresAt: expiresAt.toISOString(),
      lastSeenAt: new Date(now).toISOString(),
      userAgent: client.userAgent?.slice(0, 512) ?? null,
      ip: client.ip,
    },
    // Sessions are written only here, for the request's tenant (set above).
    overrideAccess: true,
  });
  return { token, expiresAt };
}
