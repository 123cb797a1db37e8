import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import type { TenantContext } from '../context';
import { cardsByIds } from '../courses/reads/course-cards';

/** Refuses ids that name no course of this site (another site's course is "no such course" too). */
export async function assertSiteCourses(ctx: TenantContext, ids: readonly string[], field: string): Promise<void> {
  if ((await cardsByIds(ctx, ids)).length !== ids.length) {
    throw new AppError(AppErrorCode.VALIDATION, { messageKey: 'validation.courseNotFound', field });
  }
}
