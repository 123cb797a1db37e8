import type { TUpdateMeRequest } from '@halaqa/shared/schemas/account-management';
import { toPublicUser } from '../accounts/public-user';
import type { TenantContext } from '../context';
import { tenantDb } from '../tenant-db';
import type { Actor } from './actor';

/** PUT /api/users/me: one of the user's own editable fields (the schema allows nothing else). */
export async function updateMe(ctx: TenantContext, actor: Actor, change: TUpdateMeRequest) {
  const updated = await tenantDb(ctx).update({ collection: 'users', id: actor.id, data: change });
  return toPublicUser(updated);
}
