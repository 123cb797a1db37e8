import type { Access, Where } from 'payload';
import { hasRight } from '@halaqa/shared/rights';
import { noOne } from './noOne';
import { sessionUserOf } from './staff';

/**
 * Who may see and change users through Payload: the site's rules (platform-core §6, the users
 * calls). Everyone sees and edits themselves; holders of manage-users see their site's users and
 * edit their profiles, never the owner's. Accounts are created by sign-up and deleted on the
 * site (which ends their sessions and takes their data along), never through Payload.
 */
const read: Access = ({ req }) => {
  const user = sessionUserOf(req);
  if (!user) return false;
  const scope: Where = hasRight(user, 'manage-users') ? { tenant: { equals: user.tenant } } : { id: { equals: user.id } };
  return scope;
};

const update: Access = ({ req }) => {
  const user = sessionUserOf(req);
  if (!user) return false;
  if (!hasRight(user, 'manage-users')) return { id: { equals: user.id } };
  const scope: Where = { and: [{ tenant: { equals: user.tenant } }, { or: [{ id: { equals: user.id } }, { 'role.role': { not_equals: 'owner' } }] }] };
  return scope;
};

export const usersAccess = {
  create: noOne,
  read,
  readVersions: noOne,
  update,
  delete: noOne,
  unlock: noOne,
};
