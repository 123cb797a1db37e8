import type { TenantContext } from '../context';
import { tenantDb } from '../tenant-db';

export interface SessionListing {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  userAgent: string;
  ip: string;
  /** The session this very request came with. */
  current: boolean;
}

/** GET /api/users/sessions: the user's open sessions here, most recently used first. */
export async function listSessions(ctx: TenantContext, userId: string, currentSessionId: string): Promise<SessionListing[]> {
  const { docs } = await tenantDb(ctx).find({
    collection: 'sessions',
    where: { and: [{ user: { equals: userId } }, { expiresAt: { greater_than: new Date().toISOString() } }] },
    sort: '-lastSeenAt',
  });
  return docs.map((session) => ({
    id: session.id,
    createdAt: session.createdAt,
    lastSeenAt: session.lastSeenAt,
    userAgent: session.userAgent ?? '',
    ip: session.ip ?? '',
    current: session.id === currentSessionId,
  }));
}
