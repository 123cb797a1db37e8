import { CACHE_BUDGETS } from '@halaqa/shared/cache-budgets';
import type { TRating, TRatingSummary } from '@halaqa/shared/api-contract/course-shapes';
import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import type { Where } from 'payload';
import { idOf, type TenantContext } from '../../context';
import { tenantDb } from '../../tenant-db';
import { isUniqueViolation } from '../../unique-violation';
import type { Actor } from '../../users/actor';
import { findCourse } from './find-course';
import { isRegistered } from '../people/access-holds';
import { isManagerOf } from '../people/course-managers';
import { courseTag } from '../../content-version/content-tags';
import { keptReads, jsonSize } from '../../content-version/kept-reads';
import { readCourseRatings } from '../reads/course-ratings';

/**
 * Ratings of `/api/{type}/{id}/rate` (learning-content §7). `type` is `courses` for now;
 * services join with their issue. One rating per user: rating again replaces it.
 */
export const RATED_TYPES = ['courses'] as const;
export type RatedType = (typeof RATED_TYPES)[number];

const ofSubject = (type: RatedType, id: string): Where[] => [{ subjectType: { equals: type } }, { subjectId: { equals: id } }];

/** A course's ratings with their raters' public names, the same for every viewer (content-version/kept-reads). */
const keptRatings = keptReads<TRating[] | null>({ bytes: CACHE_BUDGETS.ratings, sizeOf: jsonSize });

/** GET /api/{type}/{id}/rate: the average, every rating (newest first), and the caller's own. */
// Courses are the only rated type until services join (the read is the courses' one).
export async function ratingsOf(ctx: TenantContext, actor: Actor | null, _type: RatedType, id: string): Promise<TRatingSummary> {
  const ratings = await keptRatings.read(ctx, id, () => readCourseRatings(ctx, id), () => [courseTag(id)]);
  if (!ratings) throw new AppError(AppErrorCode.NOT_FOUND);
  const average = ratings.length === 0 ? 0 : Math.round((ratings.reduce((sum, rating) => sum + rating.rating, 0) / ratings.length) * 10) / 10;
  return { average, count: ratings.length, ratings, mine: ratings.find((rating) => rating.user.id === actor?.id) ?? null };
}

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

/** DELETE /api/{type}/{id}/rate/{ratingId}: the rater, or a manager removing an abusive review. */
export async function deleteRating(ctx: TenantContext, actor: Actor, type: RatedType, id: string, ratingId: string): Promise<TRatingSummary> {
  const course = await findCourse(ctx, id);
  const db = tenantDb(ctx);
  const rating = await db.findOne({ collection: 'ratings', where: { and: [...ofSubject(type, course.id), { id: { equals: ratingId } }] } });
  if (!rating) throw new AppError(AppErrorCode.NOT_FOUND);
  if (idOf(rating.user) !== actor.id && !isManagerOf(actor, course)) throw new AppError(AppErrorCode.FORBIDDEN);
  await db.delete({ collection: 'ratings', id: rating.id });
  return ratingsOf(ctx, actor, type, course.id);
}
