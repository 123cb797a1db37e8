import type { Where } from 'payload';
import type { TenantContext } from '../context';
import { tenantDb } from '../tenant-db';
import { toPublicNotification } from './notification-shape';

/** How many a user's list returns at most; the bell shows the first 6, the dialog all of these. */
const LIST_LIMIT = 200;

/**
 * Times a row is read with. PostgreSQL keeps times JavaScript has no date for ('infinity', year
 * 200000); reading one made the whole list fail (issue #15: one bad row took the bell's every
 * notification), so such a row is left out.
 */
const READABLE: Where[] = [{ createdAt: { greater_than_equal: '0001-01-01T00:00:00.000Z' } }, { createdAt: { less_than_equal: '9999-12-31T23:59:59.999Z' } }];

/** GET /api/users/notifications: the user's notifications, newest first. */
export async function listNotifications(ctx: TenantContext, userId: string) {
  const { docs } = await tenantDb(ctx).find({
    collection: 'notifications',
    where: { and: [{ user: { equals: userId } }, ...READABLE] },
    sort: '-createdAt',
    limit: LIST_LIMIT,
  });
  return docs.map(toPublicNotification);
}
