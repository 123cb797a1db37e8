import type { TCourseUser } from '@halaqa/shared/api-contract/course-shapes';
import type { TenantContext } from '../../context';
import { tenantDb } from '../../tenant-db';
import type { Actor } from '../../users/actor';
import { findCourse } from '../catalogue/find-course';
import { notEndedByRefund } from './access-holds';
import { assertManager } from './course-managers';
import { progressByUser } from './progress-by-user';

/** GET /api/courses/{id}/users: a course's registered students, for its managers; refunded
 * buyers are none. */
export async function courseUsers(ctx: TenantContext, actor: Actor, courseId: string): Promise<TCourseUser[]> {
  const course = await findCourse(ctx, courseId);
  assertManager(actor, course);
  // Depth 1: each registration with its student.
  const { docs: registrations } = await tenantDb(ctx).find({ collection: 'registrations', where: { and: [{ course: { equals: course.id } }, notEndedByRefund()] }, sort: 'createdAt', depth: 1 });
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
