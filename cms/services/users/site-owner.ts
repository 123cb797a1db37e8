import { isOwner } from '@halaqa/shared/rights';
import type { User } from '../../payload-types';
import type { TenantContext } from '../context';
import { tenantDb } from '../tenant-db';

/** The site's owner (for jobs that write to them: notices, billing mail), or null if none. */
export async function findSiteOwner(ctx: TenantContext): Promise<User | null> {
  const owner = await tenantDb(ctx).findOne({ collection: 'users', where: { 'role.role': { equals: 'owner' } } });
  return owner && isOwner(owner) ? owner : null;
}
