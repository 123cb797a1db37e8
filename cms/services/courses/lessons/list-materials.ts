import type { TMaterialSummary } from '@halaqa/shared/api-contract/course-shapes';
import { isCourseManager } from '@halaqa/shared/course-management';
import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import type { TenantContext } from '../../context';
import type { Actor } from '../../users/actor';
import { lessonsSeenBy } from './curriculum-view';
import { keptCurriculum } from '../reads/course-content-cache';
import { readCourseViewer } from '../reads/course-viewer';

/**
 * GET /api/courses/{id}/materials: the curriculum. Students see visible lessons in the
 * published order; managers see every lesson in their working order. One SQL statement.
 */
export async function listMaterials(ctx: TenantContext, actor: Actor | null, courseId: string): Promise<TMaterialSummary[]> {
  const [curriculum, viewer] = await Promise.all([keptCurriculum(ctx, courseId), readCourseViewer(ctx, courseId, actor?.id ?? null)]);
  if (!curriculum) throw new AppError(AppErrorCode.NOT_FOUND);
  return lessonsSeenBy(curriculum, viewer, actor !== null && isCourseManager(actor, curriculum.managed));
}
