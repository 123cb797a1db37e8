import { isOwner } from '@halaqa/shared/rights';
import type { User } from '../../payload-types';
import type { TenantContext } from '../context';

/** The site's owner (for jobs that write to them: notices, billing mail), or null if none. */
export async function findSiteOwner({ payload, tenant }: TenantContext): Promise<User | null> {
  const { docs } = await payload.find({
    collection: 'users',
    where: { and: [{ tenant: { equals: tenant.id } }, { 'role.role': { equals: 'owner' } }] },
    limit: 1,
    pagination: false,
    depth: 0,
    // Filtered by the tenant above; a job has no user to check access for.
    overrideAccess: true,
  });
  return docs.find(isOwner) ?? null;
}
