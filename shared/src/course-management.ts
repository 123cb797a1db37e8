import { hasRight, isOwner, type RoleHolder } from './rights';

/**
 * Who manages a course or a service (learning-content §6), as pure rules the server, the
 * islands and the editors' admin (cms/access) share. Written exactly as the spec states them,
 * quirk included.
 */
export interface ManagerCandidate extends RoleHolder {
  id: string;
  isTeacher?: boolean | null;
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

/**
 * What a user manages, as data: every course (or service) of the site, or those whose id or
 * public id is `listed`, and those naming `userId` as trainer or admin. `isCourseManager` reads
 * it for one course; the editors' admin turns it into a database filter (cms/access).
 */
export interface ManagerScope {
  everything: boolean;
  listed: readonly string[];
  userId: string;
}

/** The wildcard of adminCourses: every course (and, by the spec's quirk, every service). */
export const EVERY_COURSE = '*';

function scopeOf(user: ManagerCandidate, right: string, listed: readonly string[] | null | undefined): ManagerScope {
  if (isOwner(user)) return { everything: true, listed: [], userId: user.id };
  const limitedAdmin = user.role?.role === 'admin' && Boolean(user.role.rights?.includes(right));
  // The wildcard is read from adminCourses for services too: the spec keeps that quirk, and so do we.
  const everything = limitedAdmin && Boolean(user.role?.adminCourses?.includes(EVERY_COURSE));
  return { everything, listed: limitedAdmin ? (listed ?? []).filter((entry) => entry !== EVERY_COURSE) : [], userId: user.id };
}

/**
 * Course managers: the owner; an admin with modify-courses whose adminCourses holds the course's
 * public id, its id or '*'; the course's trainer; or a user listed in the course's admins.
 */
export function courseManagerScope(user: ManagerCandidate): ManagerScope {
  return scopeOf(user, 'modify-courses', user.role?.adminCourses);
}

/** Service managers: the same with modify-services and adminServices, the trainer included. */
export function serviceManagerScope(user: ManagerCandidate): ManagerScope {
  return scopeOf(user, 'modify-services', user.role?.adminServices);
}

export function managesWithin(scope: ManagerScope, item: Managed): boolean {
  return (
    scope.everything ||
    scope.listed.some((entry) => entry === item.id || (item.publicId && entry === item.publicId)) ||
    item.trainerId === scope.userId ||
    Boolean(item.adminIds?.includes(scope.userId))
  );
}

export function isCourseManager(user: ManagerCandidate, course: Managed): boolean {
  return managesWithin(courseManagerScope(user), course);
}

export function isServiceManager(user: ManagerCandidate, service: Managed): boolean {
  return managesWithin(serviceManagerScope(user), service);
}

/** Who may create courses: the owner, admins with modify-courses, and teachers. */
export function mayCreateCourse(user: ManagerCandidate): boolean {
  return hasRight(user, 'modify-courses') || Boolean(user.isTeacher);
}
