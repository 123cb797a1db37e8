/** Roles and rights of platform-core §6, as stored on a user's `role` group. */
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
