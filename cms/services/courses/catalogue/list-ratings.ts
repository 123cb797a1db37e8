import { CACHE_BUDGETS } from '@halaqa/shared/cache-budgets';
import type { TRating, TRatingSummary } from '@halaqa/shared/api-contract/course-shapes';
import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import type { TenantContext } from '../../context';
import type { Actor } from '../../users/actor';
import { courseTag } from '../../content-version/content-tags';
import { keptReads, jsonSize } from '../../content-version/kept-reads';
import { readCourseRatings } from '../reads/course-ratings';
import type { RatedType } from './rated-subject';

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
