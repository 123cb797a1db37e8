import type { TenantContext } from '../context';
import { toPublicNotification } from './notification-shape';

/** How many a user's list returns at most; the bell shows the first 6, the dialog all of these. */
const LIST_LIMIT = 200;

/** GET /api/users/notifications: the user's notifications, newest first. */
export async function listNotifications({ payload, tenant }: TenantContext, userId: string) {
  const { docs } = await payload.find({
    collection: 'notifications',
    where: { and: [{ tenant: { equals: tenant.id } }, { user: { equals: userId } }] },
    sort: '-createdAt',
    limit: LIST_LIMIT,
    depth: 0,
    // Explicitly filtered by tenant and user above.
    overrideAccess: true,
  });
  return docs.map(toPublicNotification);
}

/** PUT /api/users/notifications/read: marks all of the user's notifications read. */
export async function markNotificationsRead({ payload, tenant }: TenantContext, userId: string): Promise<void> {
  await payload.update({
    collection: 'notifications',
    where: { and: [{ tenant: { equals: tenant.id } }, { user: { equals: userId } }, { read: { equals: false } }] },
    data: { read: true },
    depth: 0,
    overrideAccess: true,
  });
}
