import type { TenantContext } from '../context';

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
export async function listSessions({ payload, tenant }: TenantContext, userId: string, currentSessionId: string): Promise<SessionListing[]> {
  const { docs } = await payload.find({
    collection: 'sessions',
    where: { and: [{ tenant: { equals: tenant.id } }, { user: { equals: userId } }, { expiresAt: { greater_than: new Date().toISOString() } }] },
    sort: '-lastSeenAt',
    depth: 0,
    pagination: false,
    // Explicitly filtered by tenant and user above.
    overrideAccess: true,
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
