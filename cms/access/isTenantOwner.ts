import type { Access } from 'payload';
import { isOwner } from '@halaqa/shared/rights';
import { sessionUserOf } from './staff';

/** An owner may change their own tenant's site settings, and no other tenant. */
export const isTenantOwner: Access = ({ req }) => {
  const user = sessionUserOf(req);
  return user && isOwner(user) ? { id: { equals: user.tenant } } : false;
};
