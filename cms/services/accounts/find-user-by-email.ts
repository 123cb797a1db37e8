import type { PayloadRequest } from 'payload';
import type { User } from '../../payload-types';
import type { TenantContext } from '../context';
import { tenantDb } from '../tenant-db';

/** The tenant's account for an email (already normalised by the request schema), hash included. */
export async function findUserByEmail(ctx: TenantContext, email: string, req?: PayloadRequest): Promise<User | null> {
  // The accessor bypasses field access too, so the password hash is read.
  return tenantDb(ctx, req).findOne({ collection: 'users', where: { email: { equals: email } } });
}
