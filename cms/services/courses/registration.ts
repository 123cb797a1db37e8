import type { TCourseUser, TMyCourse } from '@halaqa/shared/api-contract/course-shapes';
import { courseCompletion } from '@halaqa/shared/completion-rules';
import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import { hasRight } from '@halaqa/shared/rights';
import type { Where } from 'payload';
import { idOf, type TenantContext } from '../context';
import { notifyManagers } from '../notifications/notify-managers';
import { tenantDb } from '../tenant-db';
import { withTransaction } from '../transaction';
import { isUniqueViolation } from '../unique-violation';
import { findTenantUser, type Actor } from '../users/actor';
import { accessHolds, assertManager, findCourse, isRegistered } from './course-access';
import { cardsByIds } from './reads/course-cards';

/** Registering, favourites and the people of a course (learning-content §4, §7). */

/** A user's row of a course (a registration or a favourite; the accessor adds the tenant). */
const membership = (courseId: string, userId: string): Where => ({ and: [{ course: { equals: courseId } }, { user: { equals: userId } }] });

/**
 * POST /api/courses/{id}/register/: only while registration is allowed, and never for free
 * when the course has a price (that is bought through the cart, services/commerce). Registering
 * twice is harmless. A new registration and the notification of the course's managers (issue
 * #14) commit together.
 */
export async function register(ctx: TenantContext, actor: Actor, courseId: string): Promise<{ registered: true }> {
  const course = await findCourse(ctx, courseId);
  if (await isRegistered(ctx, course.id, actor.id)) return { registered: true };
  if (course.registrationAllowed === false) throw new AppError(AppErrorCode.REGISTRATION_CLOSED);
  if ((course.price?.amount ?? 0) > 0) throw new AppError(AppErrorCode.PAYMENT_REQUIRED);
  try {
    await withTransaction(ctx.payload, async (req) => {
      const registration = await tenantDb(ctx, req).create({ collection: 'registrations', data: { course: course.id, user: actor.id } });
      await notifyManagers(ctx, { kind: 'registration', courseId: course.id, actorId: actor.id, eventKey: registration.id }, req);
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // A paid period that ended, on a course that is free now: registering opens it for good.
    await tenantDb(ctx).update({ collection: 'registrations', where: membership(course.id, actor.id), data: { accessUntil: null } });
  }
  return { registered: true };
}

/** POST /api/courses/{id}/unregister/: leaves the course; progress is kept should they return. */
export async function unregister(ctx: TenantContext, actor: Actor, courseId: string): Promise<{ registered: false }> {
  const course = await findCourse(ctx, courseId);
  await tenantDb(ctx).delete({ collection: 'registrations', where: membership(course.id, actor.id) });
  return { registered: false };
}

/** POST and DELETE /api/courses/{id}/favorite/. */
export async function setFavorite(ctx: TenantContext, actor: Actor, courseId: string, favorite: boolean): Promise<{ favorite: boolean }> {
  const course = await findCourse(ctx, courseId);
  const db = tenantDb(ctx);
  const where = membership(course.id, actor.id);
  if (!favorite) {
    await db.delete({ collection: 'favorites', where });
    return { favorite: false };
  }
  if ((await db.count({ collection: 'favorites', where })) === 0) {
    try {
      await db.create({ collection: 'favorites', data: { course: course.id, user: actor.id } });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  return { favorite: true };
}

/** Each user's completed and started lessons among a course's visible ones. */
async function progressByUser(ctx: TenantContext, courseIds: string[], userIds: string[]) {
  const db = tenantDb(ctx);
  const [{ docs: visible }, { docs: progress }] = await Promise.all([
    db.find({ collection: 'materials', where: { and: [{ course: { in: courseIds } }, { visible: { not_equals: false } }] }, select: { course: true } }),
    db.find({ collection: 'lesson-progress', where: { and: [{ course: { in: courseIds } }, { user: { in: userIds } }] } }),
  ]);
  return (courseId: string, userId: string) => {
    const lessons = visible.filter((material) => idOf(material.course) === courseId).map((material) => material.id);
    const mine = progress.filter((entry) => idOf(entry.user) === userId && idOf(entry.course) === courseId);
    const started = new Set(mine.map((entry) => idOf(entry.material)!));
    const completed = new Set(mine.filter((entry) => entry.completed).map((entry) => idOf(entry.material)!));
    return {
      progress: { completed: lessons.filter((id) => completed.has(id)).length, total: lessons.length },
      completion: courseCompletion(lessons, started, completed),
    };
  };
}

/** GET /api/courses/{id}/users: a course's registered students, for its managers. */
export async function courseUsers(ctx: TenantContext, actor: Actor, courseId: string): Promise<TCourseUser[]> {
  const course = await findCourse(ctx, courseId);
  assertManager(actor, course);
  // Depth 1: each registration with its student.
  const { docs: registrations } = await tenantDb(ctx).find({ collection: 'registrations', where: { course: { equals: course.id } }, sort: 'createdAt', depth: 1 });
  const users = registrations.flatMap((registration) => (typeof registration.user === 'object' ? [{ user: registration.user, at: registration.createdAt }] : []));
  const progressOf = await progressByUser(ctx, [course.id], users.map(({ user }) => user.id));
  return users.map(({ user, at }) => ({
    id: user.id,
    name: user.name,
    email: user.email,
    profilephoto: user.profilephoto ?? '',
    registeredAt: at,
    ...progressOf(course.id, user.id),
  }));
}

/** DELETE /api/courses/{id}/users/{userId}: a manager removes a student from the course. */
export async function removeCourseUser(ctx: TenantContext, actor: Actor, courseId: string, userId: string): Promise<{ ok: true }> {
  const course = await findCourse(ctx, courseId);
  assertManager(actor, course);
  if (!(await isRegistered(ctx, course.id, userId))) throw new AppError(AppErrorCode.NOT_FOUND);
  await tenantDb(ctx).delete({ collection: 'registrations', where: membership(course.id, userId) });
  return { ok: true };
}

/**
 * GET /api/users/{id}/courses: the courses a user registered for or keeps as favourites, with
 * progress (the dashboard). One's own, or anyone's for those who manage users.
 */
export async function userCourses(ctx: TenantContext, actor: Actor, userId: string): Promise<TMyCourse[]> {
  if (userId !== actor.id && !hasRight(actor, 'manage-users')) throw new AppError(AppErrorCode.FORBIDDEN);
  const user = await findTenantUser(ctx, userId);
  const db = tenantDb(ctx);
  const mine: Where = { user: { equals: user.id } };
  const [{ docs: registrations }, { docs: favorites }] = await Promise.all([
    db.find({ collection: 'registrations', where: { and: [mine, accessHolds()] }, sort: '-createdAt' }),
    db.find({ collection: 'favorites', where: mine, sort: '-createdAt' }),
  ]);
  const registered = new Set(registrations.map((entry) => idOf(entry.course)!));
  const favorite = new Set(favorites.map((entry) => idOf(entry.course)!));
  const courseIds = [...new Set([...registered, ...favorite])];
  if (courseIds.length === 0) return [];
  const [cards, progressOf] = await Promise.all([cardsByIds(ctx, courseIds), progressByUser(ctx, courseIds, [user.id])]);
  return cards.map((card) => ({ ...card, registered: registered.has(card.id), favorite: favorite.has(card.id), ...progressOf(card.id, user.id) }));
}

/** GET /api/users/trainers: the site's teachers, as the course pages introduce them. */
export async function listTrainers(ctx: TenantContext) {
  const { docs } = await tenantDb(ctx).find({
    collection: 'users',
    where: { and: [{ isTeacher: { equals: true } }, { suspended: { not_equals: true } }] },
    sort: 'name',
    select: { name: true, profilephoto: true, bio: true },
  });
  return docs.map((user) => ({ id: user.id, name: user.name ?? '', profilephoto: user.profilephoto ?? '', bio: user.bio ?? '' }));
}
