import type { TTeacherAnalytics } from '@halaqa/shared/api-contract/course-shapes';
import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import { mayCreateCourse } from '@halaqa/shared/course-management';
import { idOf, type TenantContext } from '../../context';
import { tenantDb } from '../../tenant-db';
import type { Actor } from '../../users/actor';
import { isManagerOf } from '../people/course-managers';
import { progressOfCourses } from '../catalogue/course-stats';
import { notEndedByRefund } from '../people/access-holds';

/**
 * GET /api/teacher/analytics (issue #3, first version): for each course the caller manages,
 * registrations, students in progress and completions, with totals. Teachers, the owner and
 * admins with modify-courses may ask; what they see is limited to the courses they manage.
 */
export async function teacherAnalytics(ctx: TenantContext, actor: Actor): Promise<TTeacherAnalytics> {
  // The teacher area's rule, as /teacher and the to-grade inbox apply it.
  if (!mayCreateCourse(actor)) throw new AppError(AppErrorCode.FORBIDDEN);
  const db = tenantDb(ctx);
  const { docs } = await db.find({ collection: 'courses', sort: 'name', select: { name: true, courseId: true, trainer: true, admins: true } });
  const managed = docs.filter((course) => isManagerOf(actor, course as never));
  const counts = await progressOfCourses(ctx, managed.map((course) => course.id));
  const courses = managed.map((course) => ({
    id: course.id,
    name: course.name,
    registrations: counts.get(course.id)?.registrations ?? 0,
    inProgress: counts.get(course.id)?.inProgress ?? 0,
    completions: counts.get(course.id)?.completions ?? 0,
  }));
  const { docs: registrations } = managed.length
    ? await db.find({ collection: 'registrations', where: { and: [{ course: { in: managed.map((course) => course.id) } }, notEndedByRefund()] }, select: { user: true } })
    : { docs: [] };
  return {
    totals: {
      courses: courses.length,
      students: new Set(registrations.map((registration) => idOf(registration.user))).size,
      registrations: courses.reduce((sum, course) => sum + course.registrations, 0),
      completions: courses.reduce((sum, course) => sum + course.completions, 0),
    },
    courses,
  };
}
