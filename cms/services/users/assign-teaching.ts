import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import type { TenantContext } from '../context';
import { tenantDb } from '../tenant-db';
import { assertSiteCourses } from './site-courses';
import { assertSiteServices } from './site-services';
import { assertRight, findTenantUser, type Actor } from './actor';
import { FIELD, type Kind, RIGHT } from './teaching-kinds';

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
