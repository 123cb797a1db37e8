import type { TCourseCard } from '@halaqa/shared/api-contract/course-shapes';
import type { TenantContext } from '../context';
import { cardsByIds } from '../courses/reads/course-cards';
import { assertRight, findTenantUser, type Actor } from './actor';
import { FIELD, type Kind, RIGHT } from './teaching-kinds';

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
