import { toPublicUser } from '../accounts/public-user';
import type { TenantContext } from '../context';
import { assertRight, type Actor } from './actor';

/** GET /api/users: the tenant's users, for the owner and admins with manage-users. */
export async function listUsers(ctx: TenantContext, actor: Actor) {
  assertRight(actor, 'manage-users');
  const { docs } = await ctx.payload.find({
    collection: 'users',
    where: { tenant: { equals: ctx.tenant.id } },
    sort: 'name',
    depth: 0,
    pagination: false,
    // Explicitly filtered by tenant above.
    overrideAccess: true,
  });
  return docs.map(toPublicUser);
}
