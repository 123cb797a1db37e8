import type { TRatingSummary } from '@halaqa/shared/api-contract/course-shapes';
import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import type { Where } from 'payload';
import type { TenantContext } from '../../context';
import { tenantDb } from '../../tenant-db';
import { isUniqueViolation } from '../../unique-violation';
import type { Actor } from '../../users/actor';
import { findCourse } from './find-course';
import { isRegistered } from '../people/access-holds';
import { type RatedType, ofSubject } from './rated-subject';
import { ratingsOf } from './list-ratings';

/** POST /api/{type}/{id}/rate {rating, notes}: registered students rate what they take. */
export async function rate(ctx: TenantContext, actor: Actor, type: RatedType, id: string, input: { rating: number; notes?: string }): Promise<TRatingSummary> {
  const course = await findCourse(ctx, id);
  if (!(await isRegistered(ctx, course.id, actor.id))) throw new AppError(AppErrorCode.NOT_REGISTERED);
  const db = tenantDb(ctx);
  const mine: Where = { and: [...ofSubject(type, course.id), { user: { equals: actor.id } }] };
  const data = { rating: input.rating, notes: input.notes ?? '' };
  const existing = await db.findOne({ collection: 'ratings', where: mine });
  if (existing) {
    await db.update({ collection: 'ratings', id: existing.id, data });
  } else {
    try {
      await db.create({ collection: 'ratings', data: { ...data, subjectType: type, subjectId: course.id, user: actor.id } });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      await db.update({ collection: 'ratings', where: mine, data });
    }
  }
  return ratingsOf(ctx, actor, type, course.id);
}
