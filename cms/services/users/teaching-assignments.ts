import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import type { TenantContext } from '../context';
import { assertRight, findTenantUser, type Actor } from './actor';

type Kind = 'courses' | 'services';
const FIELD = { courses: 'adminCourses', services: 'adminServices' } as const;
const RIGHT = { courses: 'modify-courses', services: 'modify-services' } as const;

/**
 * GET /api/users/{id}/courses/teacher and /services/teacher: what is assigned to a user (ids
 * until the courses and services collections exist; then their cards).
 */
export async function assignedTo(ctx: TenantContext, actor: Actor, userId: string, kind: Kind) {
  if (userId !== actor.id) assertRight(actor, RIGHT[kind]);
  const user = await findTenantUser(ctx, userId);
  return (user.role?.[FIELD[kind]] ?? []).map((id) => ({ id }));
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
  await ctx.payload.update({
    collection: 'users',
    id: target.id,
    data: { role: { ...target.role, role: target.role?.role ?? 'user', [FIELD[kind]]: unique } },
    depth: 0,
    overrideAccess: true,
  });
  return unique.map((id) => ({ id }));
}
