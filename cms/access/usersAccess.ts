import type { Access, Where } from 'payload';
import { isOwner } from '@halaqa/shared/rights';
import { isAdminOrOwner, sessionUserOf } from './staff';

/**
 * Who may see and change users in the editors' admin. Staff see their tenant's users; everyone
 * else only themselves. Accounts are created by sign-up on the site, never in the admin.
 */
const read: Access = ({ req }) => {
  const user = sessionUserOf(req);
  if (!user) return false;
  const scope: Where = isAdminOrOwner(user) ? { tenant: { equals: user.tenant } } : { id: { equals: user.id } };
  return scope;
};

const update: Access = ({ req }) => {
  const user = sessionUserOf(req);
  if (!user) return false;
  const scope: Where = isOwner(user) ? { tenant: { equals: user.tenant } } : { id: { equals: user.id } };
  return scope;
};

const remove: Access = ({ req }) => {
  const user = sessionUserOf(req);
  if (!user || !isOwner(user)) return false;
  const scope: Where = { and: [{ tenant: { equals: user.tenant } }, { id: { not_equals: user.id } }] };
  return scope;
};

export const usersAccess = {
  create: (() => false) as Access,
  read,
  readVersions: (() => false) as Access,
  update,
  delete: remove,
  unlock: (() => false) as Access,
};
