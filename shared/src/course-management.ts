import { isOwner, type RoleHolder } from './rights';

/**
 * Who manages a course or a service (learning-content §6), as pure rules the server and the
 * islands share. Written exactly as the spec states them, quirk included.
 */
export interface ManagerCandidate extends RoleHolder {
  id: string;
  role?: {
    role?: string | null;
    rights?: readonly string[] | null;
    adminCourses?: readonly string[] | null;
    adminServices?: readonly string[] | null;
  } | null;
}

/** A course or a service as far as management is concerned. */
export interface Managed {
  id: string;
  /** The course's (or service's) own public id, which adminCourses may hold instead of `id`. */
  publicId?: string | null;
  trainerId?: string | null;
  /** Ids of users listed as this course's admins. */
  adminIds?: readonly string[] | null;
}

const WILDCARD = '*';

function isLimitedAdminOf(user: ManagerCandidate, right: string, allowed: readonly string[] | null | undefined, item: Managed): boolean {
  if (user.role?.role !== 'admin' || !user.role.rights?.includes(right)) return false;
  return Boolean(allowed?.some((entry) => entry === item.id || (item.publicId && entry === item.publicId)));
}

function isTrainerOrListedAdmin(user: ManagerCandidate, item: Managed): boolean {
  return item.trainerId === user.id || Boolean(item.adminIds?.includes(user.id));
}

/**
 * A course manager: the owner; an admin with modify-courses whose adminCourses holds the course's
 * public id, its id or '*'; the course's trainer; or a user listed in the course's admins.
 */
export function isCourseManager(user: ManagerCandidate, course: Managed): boolean {
  if (isOwner(user)) return true;
  const adminCourses = user.role?.adminCourses;
  const wildcard = user.role?.role === 'admin' && Boolean(user.role.rights?.includes('modify-courses')) && Boolean(adminCourses?.includes(WILDCARD));
  return wildcard || isLimitedAdminOf(user, 'modify-courses', adminCourses, course) || isTrainerOrListedAdmin(user, course);
}

/**
 * A service manager: the same with modify-services and adminServices, the trainer included. The
 * wildcard is read from adminCourses, not adminServices: the spec keeps that quirk, and so do we.
 */
export function isServiceManager(user: ManagerCandidate, service: Managed): boolean {
  if (isOwner(user)) return true;
  const wildcard = user.role?.role === 'admin' && Boolean(user.role.rights?.includes('modify-services')) && Boolean(user.role.adminCourses?.includes(WILDCARD));
  return wildcard || isLimitedAdminOf(user, 'modify-services', user.role?.adminServices, service) || isTrainerOrListedAdmin(user, service);
}
