/** Roles and rights of platform-core §6. Pure rules, shared by the server and the islands. */
export const ROLES = ['owner', 'admin', 'user'] as const;
export type Role = (typeof ROLES)[number];

export const RIGHTS = [
  'modify-learning-material',
  'modify-courses',
  'modify-services',
  'modify-blog',
  'manage-users',
  'upload-files',
  'modify-admins',
  'create-meetings',
  'modify-settings',
] as const;
export type Right = (typeof RIGHTS)[number];

export interface RoleHolder {
  role?: { role?: string | null; rights?: readonly string[] | null } | null;
}

export function isOwner(user: RoleHolder): boolean {
  return user.role?.role === 'owner';
}

/** The generic check of §6: an owner has every right; anyone else needs it in their list. */
export function hasRight(user: RoleHolder, right: Right): boolean {
  return isOwner(user) || Boolean(user.role?.rights?.includes(right));
}

/** §6: the admin-panel menu item shows with the modify-settings or the manage-users right. */
export function canOpenAdminPanel(user: RoleHolder): boolean {
  return hasRight(user, 'modify-settings') || hasRight(user, 'manage-users');
}
