import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import { isCourseManager } from '@halaqa/shared/course-management';
import type { Where } from 'payload';
import type { Course } from '../../payload-types';
import { idOf, type TenantContext } from '../context';
import { findInTenant } from '../find-in-tenant';
import { tenantDb } from '../tenant-db';
import type { Actor } from '../users/actor';

/**
 * Finding a course of the request's tenant and deciding what the requesting user is to it.
 * Every course call starts here, so a course of another tenant is "not found" everywhere.
 */

/** A course of this tenant by its id; another tenant's, or none, is 404. */
export function findCourse(ctx: TenantContext, id: string): Promise<Course> {
  return findInTenant(ctx, 'courses', [{ id: { equals: id } }]);
}

/** learning-content §6 applied to a stored course. */
export function isManagerOf(actor: Actor | null | undefined, course: Pick<Course, 'id' | 'courseId' | 'trainer' | 'admins'>): boolean {
  if (!actor) return false;
  return isCourseManager(actor, {
    id: course.id,
    publicId: course.courseId,
    trainerId: idOf(course.trainer),
    adminIds: (course.admins ?? []).map((admin) => idOf(admin)).filter((id): id is string => Boolean(id)),
  });
}

export function assertManager(actor: Actor, course: Course): void {
  if (!isManagerOf(actor, course)) throw new AppError(AppErrorCode.FORBIDDEN);
}

/**
 * Registrations whose access holds now: for good, or paid for a period that has not ended (the
 * `registered` of shared/lesson-opening's rule; shared/access-period's hasAccess).
 */
export function accessHolds(now = new Date()): Where {
  return { or: [{ accessUntil: { exists: false } }, { accessUntil: { greater_than: now.toISOString() } }] };
}

export async function isRegistered(ctx: TenantContext, courseId: string, userId: string): Promise<boolean> {
  return (await tenantDb(ctx).count({ collection: 'registrations', where: { and: [{ course: { equals: courseId } }, { user: { equals: userId } }, accessHolds()] } })) > 0;
}

/** The access a user holds to a course now: none, for good (free, lifetime), or paid until a date. */
export async function accessOf(ctx: TenantContext, courseId: string, userId: string): Promise<'none' | 'for-good' | 'until'> {
  const registration = await tenantDb(ctx).findOne({
    collection: 'registrations',
    where: { and: [{ course: { equals: courseId } }, { user: { equals: userId } }, accessHolds()] },
    select: { accessUntil: true },
  });
  if (!registration) return 'none';
  return registration.accessUntil ? 'until' : 'for-good';
}

/** What the requesting user is to a course: a manager, a registered student, or neither. */
export interface CourseRole {
  manager: boolean;
  registered: boolean;
}

export async function courseRoleOf(ctx: TenantContext, actor: Actor | null | undefined, course: Course): Promise<CourseRole> {
  const manager = isManagerOf(actor, course);
  const registered = actor ? await isRegistered(ctx, course.id, actor.id) : false;
  return { manager, registered };
}

/**
 * Taking part in a course (forum, comments, ratings, lessons): its managers and its registered
 * students. A visitor is asked to sign in; anyone else to register.
 */
export async function assertParticipant(ctx: TenantContext, actor: Actor | null | undefined, course: Course): Promise<CourseRole & { actor: Actor }> {
  if (!actor) throw new AppError(AppErrorCode.NOT_SIGNED_IN);
  const role = await courseRoleOf(ctx, actor, course);
  if (!role.manager && !role.registered) throw new AppError(AppErrorCode.NOT_REGISTERED);
  return { ...role, actor };
}
