import { courseCompletion, type CourseCompletion } from '@halaqa/shared/completion-rules';
import type { TenantContext } from '../../context';
import { tenantDb } from '../../tenant-db';
import { completedIdsOf, progressOf } from './progress-of';

/** Not attempted, in progress or completed, over the lessons students can see. */
export async function courseCompletionOf(ctx: TenantContext, courseId: string, userId: string): Promise<CourseCompletion> {
  const [{ docs: visible }, progress] = await Promise.all([
    tenantDb(ctx).find({ collection: 'materials', where: { and: [{ course: { equals: courseId } }, { visible: { not_equals: false } }] }, select: {} }),
    progressOf(ctx, courseId, userId),
  ]);
  return courseCompletion(
    visible.map((material) => material.id),
    new Set(progress.keys()),
    completedIdsOf(progress),
  );
}
