import type { TCourse, TCourseCard } from '@halaqa/shared/api-contract/course-shapes';
import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import { isCourseManager, mayCreateCourse } from '@halaqa/shared/course-management';
import type { TCreateCourseRequest, TUpdateCourseRequest } from '@halaqa/shared/schemas/courses';
import { courseNameKey } from '../../collections/learning/Courses';
import type { Course } from '../../payload-types';
import type { TenantContext } from '../context';
import { tenantDb } from '../tenant-db';
import { withTransaction } from '../transaction';
import { isUniqueViolation } from '../unique-violation';
import type { Actor } from '../users/actor';
import { assertManager, findCourse } from './course-access';
import { courseDataOf } from './course-input';
import { deleteCourseContent } from './delete-course-content';
import { getCoursePage } from './course-page';
import { catalogueOf, visibleCards, visibleCardsJson } from './reads/catalogue-cache';
import { readCourseCards, type CourseFilters } from './reads/course-cards';
import { publishCurriculumOrder } from './sections/publish-curriculum-order';

/**
 * GET /api/courses: the catalogue, newest first. Unlisted courses are left out, except for the
 * people who manage them.
 */
export async function listCourses(ctx: TenantContext, actor: Actor | null, filters: CourseFilters = {}): Promise<TCourseCard[]> {
  return visibleCards(await catalogueOf(ctx, filters), actor);
}

/** listCourses as GET /api/courses's JSON body, the same bytes, mostly kept ready (reads/catalogue-cache). */
export async function listCoursesJson(ctx: TenantContext, actor: Actor | null, filters: CourseFilters = {}): Promise<string> {
  return visibleCardsJson(await catalogueOf(ctx, filters), actor);
}

/** Every course the actor manages (learning-content §6), unlisted ones included: the admin panel's list. */
export async function managedCourses(ctx: TenantContext, actor: Actor): Promise<TCourseCard[]> {
  const rows = await readCourseCards(ctx, { everything: true });
  return rows.filter(({ managed }) => isCourseManager(actor, managed)).map(({ card }) => card);
}

/** GET /api/courses/display?ids=a,b: the home page's chosen courses (ids or course_ids), in that order. */
export async function displayCourses(ctx: TenantContext, ids: string[]): Promise<TCourseCard[]> {
  const cards = (await readCourseCards(ctx, { listedAmong: ids })).map(({ card }) => card);
  const position = (card: TCourseCard) => Math.min(...[ids.indexOf(card.id), ids.indexOf(card.course_id)].filter((index) => index >= 0));
  return cards.sort((a, b) => position(a) - position(b));
}

/** GET /api/courses/{id}: the course page's data, with what the requesting user is to it. */
export async function getCourse(ctx: TenantContext, actor: Actor | null, id: string): Promise<TCourse> {
  return (await getCoursePage(ctx, actor, id)).course;
}

/** The rule the editors' admin applies too (shared/course-management). */
function assertMayCreate(actor: Actor): void {
  if (!mayCreateCourse(actor)) throw new AppError(AppErrorCode.FORBIDDEN);
}

async function assertNameFree(ctx: TenantContext, name: string, exceptId?: string): Promise<void> {
  const taken = await tenantDb(ctx).count({
    collection: 'courses',
    where: { and: [{ nameKey: { equals: courseNameKey(name) } }, ...(exceptId ? [{ id: { not_equals: exceptId } }] : [])] },
  });
  if (taken > 0) throw new AppError(AppErrorCode.DUPLICATE_COURSE, { field: 'name' });
}

/**
 * POST /api/courses: 201 with the created course. A teacher who creates a course is its
 * trainer unless another trainer is named.
 */
export async function createCourse(ctx: TenantContext, actor: Actor, input: TCreateCourseRequest): Promise<TCourse> {
  assertMayCreate(actor);
  await assertNameFree(ctx, input.name);
  const data = await courseDataOf(ctx, input);
  if (input.trainer_id === undefined && actor.isTeacher) data.trainer = actor.id;
  let created: Course;
  try {
    created = await tenantDb(ctx).create({ collection: 'courses', data: { ...data, name: input.name } as never });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(AppErrorCode.DUPLICATE_COURSE, { field: 'name' });
    throw error;
  }
  return getCourse(ctx, actor, created.id);
}

/** PUT /api/courses/{id}: managers change the fields sent; publishing the lesson order is one of them. */
export async function updateCourse(ctx: TenantContext, actor: Actor, id: string, input: TUpdateCourseRequest): Promise<TCourse> {
  const course = await findCourse(ctx, id);
  assertManager(actor, course);
  if (input.name !== undefined) await assertNameFree(ctx, input.name, course.id);
  const { publishMaterialOrder, ...fields } = input;
  const data = await courseDataOf(ctx, fields);
  try {
    await withTransaction(ctx.payload, async (req) => {
      if (Object.keys(data).length > 0) {
        await tenantDb(ctx, req).update({ collection: 'courses', id: course.id, data: data as never });
      }
      if (publishMaterialOrder) await publishCurriculumOrder(ctx, course.id, req);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(AppErrorCode.DUPLICATE_COURSE, { field: 'name' });
    throw error;
  }
  return getCourse(ctx, actor, course.id);
}

/** DELETE /api/courses/{id}/: a manager removes the course with everything in it, all or nothing. */
export async function deleteCourse(ctx: TenantContext, actor: Actor, id: string): Promise<{ ok: true }> {
  const course = await findCourse(ctx, id);
  assertManager(actor, course);
  await withTransaction(ctx.payload, async (req) => {
    await deleteCourseContent(ctx, course.id, req);
    await tenantDb(ctx, req).delete({ collection: 'courses', id: course.id });
  });
  return { ok: true };
}
