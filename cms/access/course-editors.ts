import type { Access } from 'payload';
import { hasRight } from '@halaqa/shared/rights';
import { sessionUserOf } from './staff';

/**
 * Who edits courses and lessons in the Payload admin: the owner and admins with modify-courses
 * or modify-learning-material, within their own tenant (the multi-tenant plugin adds the tenant
 * constraint). Teachers and limited admins manage their own courses on the site, where the
 * per-course manager rule of learning-content §6 applies.
 */
export const courseEditors: Access = ({ req }) => {
  const user = sessionUserOf(req);
  return Boolean(user && (hasRight(user, 'modify-courses') || hasRight(user, 'modify-learning-material')));
};
