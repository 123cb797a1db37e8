import { toPublicUser } from '../accounts/public-user';
import type { TenantContext } from '../context';
import { tenantDb } from '../tenant-db';
import { assertRight, type Actor } from './actor';

/** GET /api/users: the tenant's users, for the owner and admins with manage-users. */
export async function listUsers(ctx: TenantContext, actor: Actor) {
  assertRight(actor, 'manage-users');
  const { docs } = await tenantDb(ctx).find({ collection: 'users', sort: 'name' });
  return docs.map(toPublicUser);
}
