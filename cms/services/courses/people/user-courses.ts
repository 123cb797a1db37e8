import type { TMyCourse } from '@halaqa/shared/api-contract/course-shapes';
import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import { hasRight } from '@halaqa/shared/rights';
import type { Where } from 'payload';
import { idOf, type TenantContext } from '../../context';
import { tenantDb } from '../../tenant-db';
import { type Actor, findTenantUser } from '../../users/actor';
import { accessHolds } from './access-holds';
import { cardsByIds } from '../reads/course-cards';
import { progressByUser } from './progress-by-user';

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
