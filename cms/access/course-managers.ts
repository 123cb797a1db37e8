import type { Access, PayloadRequest, Where } from 'payload';
import { courseManagerScope, mayCreateCourse } from '@halaqa/shared/course-management';
import { sessionUserOf, type SessionUser } from './staff';

/**
 * learning-content §6 (shared/src/course-management.ts) as Payload access: the same rule the
 * site's services apply with `isCourseManager`, turned into a filter on the database.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The courses of the user's own site that they manage. */
export function managedCoursesWhere(user: SessionUser): Where {
  const site: Where = { tenant: { equals: user.tenant } };
  const scope = courseManagerScope(user);
  if (scope.everything) return site;
  const ways: Where[] = [{ trainer: { equals: scope.userId } }, { admins: { in: [scope.userId] } }];
  // adminCourses may hold a course's id or its public course_id.
  const ids = scope.listed.filter((entry) => UUID.test(entry));
  if (ids.length > 0) ways.push({ id: { in: ids } });
  if (scope.listed.length > 0) ways.push({ courseId: { in: [...scope.listed] } });
  return { and: [site, { or: ways }] };
}

/** Ids of the courses the user manages, for what hangs off a course (lessons). */
export async function managedCourseIds(req: PayloadRequest, user: SessionUser): Promise<string[]> {
  const { docs } = await req.payload.find({
    collection: 'courses',
    where: managedCoursesWhere(user),
    pagination: false,
    depth: 0,
    select: {},
    // The filter above is the access rule itself: the user's own tenant, then the courses they manage.
    overrideAccess: true,
    req,
  });
  return docs.map((course) => course.id);
}

/** Read and change a course: its managers. */
export const courseManagers: Access = ({ req }) => {
  const user = sessionUserOf(req);
  return user ? managedCoursesWhere(user) : false;
};

/** Create a course: the owner, admins with modify-courses, and teachers (as on the site). */
export const courseCreators: Access = ({ req }) => {
  const user = sessionUserOf(req);
  return Boolean(user && mayCreateCourse(user));
};

/** Read and change a lesson: the managers of its course. */
export const lessonManagers: Access = async ({ req }) => {
  const user = sessionUserOf(req);
  if (!user) return false;
  const site: Where = { tenant: { equals: user.tenant } };
  if (courseManagerScope(user).everything) return site;
  const courses = await managedCourseIds(req, user);
  return courses.length > 0 ? { and: [site, { course: { in: courses } }] } : false;
};

/**
 * Add a lesson: to a course the user manages. Asked without a lesson (the admin deciding whether
 * to offer "Create new"), it answers whether they manage any course at all.
 */
export const lessonCreators: Access = async ({ req, data }) => {
  const user = sessionUserOf(req);
  if (!user) return false;
  const courses = await managedCourseIds(req, user);
  if (!data) return courses.length > 0;
  const course = typeof data.course === 'object' && data.course ? (data.course as { id?: unknown }).id : data.course;
  return typeof course === 'string' && courses.includes(course);
};
