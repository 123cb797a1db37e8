import type { PayloadRequest } from 'payload';
import type { User } from '../../payload-types';
import type { TenantContext } from '../context';

/** The tenant's account for an email (already normalised by the request schema), hash included. */
export async function findUserByEmail({ payload, tenant }: TenantContext, email: string, req?: PayloadRequest): Promise<User | null> {
  const { docs } = await payload.find({
    collection: 'users',
    where: { and: [{ tenant: { equals: tenant.id } }, { email: { equals: email } }] },
    depth: 0,
    limit: 1,
    pagination: false,
    // Explicitly filtered by tenant; access is bypassed so the password hash can be read.
    overrideAccess: true,
    req,
  });
  return docs[0] ?? null;
}
