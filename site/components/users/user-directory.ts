import type { z } from 'zod';
import type { ZPublicUser } from '@halaqa/shared/api-contract/common';

/** A user as GET /api/users lists them. */
export type DirectoryUser = z.infer<typeof ZPublicUser>;

/** The roles the list filters by (issue #14): a teacher is a flag, so an admin can be one too. */
export const ROLE_FILTERS = ['student', 'teacher', 'admin', 'owner'] as const;
export type RoleFilter = (typeof ROLE_FILTERS)[number];

/** Every role a user shows under; a student is someone with no other. */
export function rolesOf(user: DirectoryUser): RoleFilter[] {
  const roles: RoleFilter[] = [];
  if (user.role.role === 'owner' || user.role.role === 'admin') roles.push(user.role.role);
  if (user.isTeacher) roles.push('teacher');
  return roles.length > 0 ? roles : ['student'];
}

/**
 * Text as the search compares it: case and marks ignored, so "mona" finds "Mona" and "محمد"
 * finds "مُحَمَّد" (Arabic short vowels are combining marks), as "jose" finds "José".
 */
function folded(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

/** The users whose name or email holds every word of `query`, with `role` among theirs ('' for any). */
export function filterUsers(users: readonly DirectoryUser[], query: string, role: RoleFilter | ''): DirectoryUser[] {
  const words = folded(query).split(/\s+/).filter(Boolean);
  return users.filter((user) => {
    const haystack = folded(`${user.name} ${user.email}`);
    return (!role || rolesOf(user).includes(role)) && words.every((word) => haystack.includes(word));
  });
}

export const PAGE_SIZE = 20;

/** One page of a list (pages count from 1; a page past the end shows the last). */
export function pageOf<T>(items: readonly T[], page: number, size = PAGE_SIZE): { items: T[]; page: number; pageCount: number } {
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, Math.floor(page)), pageCount);
  return { items: items.slice((current - 1) * size, current * size), page: current, pageCount };
}
