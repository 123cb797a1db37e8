import type { TCourseSection } from '@halaqa/shared/api-contract/course-shapes';
import { isCourseManager } from '@halaqa/shared/course-management';
import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import type { TenantContext } from '../../../context';
import type { Actor } from '../../../users/actor';
import { sectionsSeenBy } from '../curriculum-view';
import { keptCurriculum } from '../../reads/course-content-cache';

/**
 * GET /api/courses/{id}/sections: public, as the curriculum is. Students and visitors see the
 * sections that hold a visible lesson, as published; managers every section, as arranged. Read
 * from the kept curriculum (one statement, reads/curriculum.ts), so it costs no query of its own.
 */
export async function listSections(ctx: TenantContext, actor: Actor | null, courseId: string): Promise<TCourseSection[]> {
  const curriculum = await keptCurriculum(ctx, courseId);
  if (!curriculum) throw new AppError(AppErrorCode.NOT_FOUND);
  return sectionsSeenBy(curriculum, actor !== null && isCourseManager(actor, curriculum.managed));
}

/** One section as its course's managers see it, after a write. */
export async function sectionForManagers(ctx: TenantContext, actor: Actor, courseId: string, sectionId: string): Promise<TCourseSection> {
  const section = (await listSections(ctx, actor, courseId)).find((entry) => entry.id === sectionId);
  if (!section) throw new AppError(AppErrorCode.NOT_FOUND);
  return section;
}
