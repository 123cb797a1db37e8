import type { TenantContext } from '../context';
import { tenantDb } from '../tenant-db';
import { toPublicNotification } from './notification-shape';

/** How many a user's list returns at most; the bell shows the first 6, the dialog all of these. */
const LIST_LIMIT = 200;

/** GET /api/users/notifications: the user's notifications, newest first. */
export async function listNotifications(ctx: TenantContext, userId: string) {
  const { docs } = await tenantDb(ctx).find({ collection: 'notifications', where: { user: { equals: userId } }, sort: '-createdAt', limit: LIST_LIMIT });
  return docs.map(toPublicNotification);
}

/** PUT /api/users/notifications/read: marks all of the user's notifications read. */
export async function markNotificationsRead(ctx: TenantContext, userId: string): Promise<void> {
  await tenantDb(ctx).update({ collection: 'notifications', where: { and: [{ user: { equals: userId } }, { read: { equals: false } }] }, data: { read: true } });
}
