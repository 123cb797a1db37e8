import type { FilterOptions } from 'payload';
import { sessionUserOf } from '../access/staff';

/** People named in a document (a course's trainer and admins) are users of the editor's own site. */
export const sameSiteUsers: FilterOptions = ({ req }) => {
  const user = sessionUserOf(req);
  return user ? { tenant: { equals: user.tenant } } : true;
};
