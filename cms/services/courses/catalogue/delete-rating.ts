import type { TRatingSummary } from '@halaqa/shared/api-contract/course-shapes';
import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import { idOf, type TenantContext } from '../../context';
import { tenantDb } from '../../tenant-db';
import type { Actor } from '../../users/actor';
import { findCourse } from './find-course';
import { isManagerOf } from '../people/course-managers';
import { type RatedType, ofSubject } from './rated-subject';
import { ratingsOf } from './list-ratings';

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
