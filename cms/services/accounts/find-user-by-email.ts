import type { User } from '../../payload-types';
import type { TenantContext } from '../context';
import { tenantDb } from '../tenant-db';

/** The tenant's account for an email (already normalised by the request schema), hash included. */
export async function findUserByEmail(ctx: TenantContext, email: string): Promise<User | null> {
  // The accessor bypasses field access too, so the password hash is read.
  return tenantDb(ctx).findOne({ collection: 'users', where: { email: { equals: email } } });
}
