import type { TCourseCard } from '@halaqa/shared/api-contract/course-shapes';
import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import type { TenantContext } from '../context';
import { cardsByIds } from '../courses/reads/course-cards';
import { tenantDb } from '../tenant-db';
import { assertSiteCourses } from './site-courses';
import { assertSiteServices } from './site-services';
import { assertRight, findTenantUser, type Actor } from './actor';

type Kind = 'courses' | 'services';
const FIELD = { courses: 'adminCourses', services: 'adminServices' } as const;
const RIGHT = { courses: 'modify-courses', services: 'modify-services' } as const;

/**
 * GET /api/users/{id}/courses/teacher and /services/teacher: what is assigned to a user. Courses
 * come as cards; services as ids until the services collection exists.
 */
export async function assignedTo(ctx: TenantContext, actor: Actor, userId: string, kind: 'courses'): Promise<TCourseCard[]>;
export async function assignedTo(ctx: TenantContext, actor: Actor, userId: string, kind: 'services'): Promise<{ id: string }[]>;
export async function assignedTo(ctx: TenantContext, actor: Actor, userId: string, kind: Kind) {
  if (userId !== actor.id) assertRight(actor, RIGHT[kind]);
  const user = await findTenantUser(ctx, userId);
  const ids = user.role?.[FIELD[kind]] ?? [];
  return kind === 'courses' ? cardsByIds(ctx, ids) : ids.map((id) => ({ id }));
}

/**
 * POST /api/users/{id}/courses {courses} and /services {services}: the courses or services a
 * teacher or a limited admin looks after (they fill adminCourses / adminServices).
 */
export async function assign(ctx: TenantContext, actor: Actor, userId: string, kind: Kind, ids: string[]) {
  assertRight(actor, RIGHT[kind]);
  const target = await findTenantUser(ctx, userId);
  if (!target.isTeacher && target.role?.role !== 'admin') {
    throw new AppError(AppErrorCode.VALIDATION, { messageKey: 'validation.notTeacherOrAdmin', field: 'id' });
  }
  const unique = [...new Set(ids)];
  if (kind === 'courses') await assertSiteCourses(ctx, unique, 'courses');
  else assertSiteServices(unique, 'services');
  await tenantDb(ctx).update({ collection: 'users', id: target.id, data: { role: { ...target.role, role: target.role?.role ?? 'user', [FIELD[kind]]: unique } } });
  return unique.map((id) => ({ id }));
}
