import type { TComment } from '@halaqa/shared/api-contract/course-shapes';
import type { TenantContext } from '../../../context';
import { readLessonComments } from '../../reads/lesson-comments';
import { commentThread } from './comment-thread';

/** Comments on a lesson (learning-content §3): nested replies shown flattened depth-first. */

export async function listComments(ctx: TenantContext, materialId: string): Promise<TComment[]> {
  return commentThread(await readLessonComments(ctx, materialId));
}
