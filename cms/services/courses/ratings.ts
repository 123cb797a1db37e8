import type { TRating, TRatingSummary } from '@halaqa/shared/api-contract/course-shapes';
import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import type { Where } from 'payload';
import { idOf, type TenantContext } from '../context';
import { isUniqueViolation } from '../unique-violation';
import type { Actor } from '../users/actor';
import { findCourse, isManagerOf, isRegistered } from './course-access';
import { keptReads, jsonSize } from '../content-version/kept-reads';
import { readCourseRatings } from './reads/course-ratings';

/**
 * Ratings of `/api/{type}/{id}/rate` (learning-content §7). `type` is `courses` for now;
 * services join with their issue. One rating per user: rating again replaces it.
 */
export const RATED_TYPES = ['courses'] as const;
export type RatedType = (typeof RATED_TYPES)[number];

const ofSubject = (tenantId: string, type: RatedType, id: string): { and: Where[] } => ({
  and: [{ tenant: { equals: tenantId } }, { subjectType: { equals: type } }, { subjectId: { equals: id } }],
});

/** A course's ratings with their raters' public names, the same for every viewer (content-version/kept-reads). */
const keptRatings = keptReads<TRating[] | null>({ entries: 2_000, bytes: 16 * 1024 * 1024, sizeOf: jsonSize });

/** GET /api/{type}/{id}/rate: the average, every rating (newest first), and the caller's own. */
// Courses are the only rated type until services join (the read is the courses' one).
export async function ratingsOf(ctx: TenantContext, actor: Actor | null, _type: RatedType, id: string): Promise<TRatingSummary> {
  const ratings = await keptRatings.read(ctx, id, () => readCourseRatings(ctx, id));
  if (!ratings) throw new AppError(AppErrorCode.NOT_FOUND);
  const average = ratings.length === 0 ? 0 : Math.round((ratings.reduce((sum, rating) => sum + rating.rating, 0) / ratings.length) * 10) / 10;
  return { average, count: ratings.length, ratings, mine: ratings.find((rating) => rating.user.id === actor?.id) ?? null };
}

/** POST /api/{type}/{id}/rate {rating, notes}: registered students rate what they take. */
export async function rate(ctx: TenantContext, actor: Actor, type: RatedType, id: string, input: { rating: number; notes?: string }): Promise<TRatingSummary> {
  const course = await findCourse(ctx, id);
  if (!(await isRegistered(ctx, course.id, actor.id))) throw new AppError(AppErrorCode.NOT_REGISTERED);
  const mine: Where = { and: [...ofSubject(ctx.tenant.id, type, course.id).and, { user: { equals: actor.id } }] };
  const data = { rating: input.rating, notes: input.notes ?? '' };
  const { docs } = await ctx.payload.find({ collection: 'ratings', where: mine, limit: 1, pagination: false, depth: 0, overrideAccess: true });
  if (docs[0]) {
    await ctx.payload.update({ collection: 'ratings', id: docs[0].id, data, depth: 0, overrideAccess: true });
  } else {
    try {
      await ctx.payload.create({ collection: 'ratings', data: { ...data, tenant: ctx.tenant.id, subjectType: type, subjectId: course.id, user: actor.id }, depth: 0, overrideAccess: true });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      await ctx.payload.update({ collection: 'ratings', where: mine, data, depth: 0, overrideAccess: true });
    }
  }
  return ratingsOf(ctx, actor, type, course.id);
}

/** DELETE /api/{type}/{id}/rate/{ratingId}: the rater, or a manager removing an abusive review. */
export async function deleteRating(ctx: TenantContext, actor: Actor, type: RatedType, id: string, ratingId: string): Promise<TRatingSummary> {
  const course = await findCourse(ctx, id);
  const { docs } = await ctx.payload.find({
    collection: 'ratings',
    where: { and: [...ofSubject(ctx.tenant.id, type, course.id).and, { id: { equals: ratingId } }] },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  });
  const rating = docs[0];
  if (!rating) throw new AppError(AppErrorCode.NOT_FOUND);
  if (idOf(rating.user) !== actor.id && !isManagerOf(actor, course)) throw new AppError(AppErrorCode.FORBIDDEN);
  await ctx.payload.delete({ collection: 'ratings', id: rating.id, overrideAccess: true });
  return ratingsOf(ctx, actor, type, course.id);
}
