import { courseManagerScope, mayCreateCourse, type ManagerScope } from '@halaqa/shared/course-management';
import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import type { Actor } from '../../users/actor';

/**
 * Who sees a course's analytics and gradebook: those the teacher area admits (mayCreateCourse,
 * as /teacher and its calls) who manage that course (learning-content §6). The reads decide the
 * second in SQL from the scope returned here, with the course itself; `assertManagedCourse`
 * then turns their answer into 404 (no such course on this site) or 403 (not theirs).
 */
export function analyticsScopeOf(actor: Actor): ManagerScope {
  if (!mayCreateCourse(actor)) throw new AppError(AppErrorCode.FORBIDDEN);
  return courseManagerScope(actor);
}

export function assertManagedCourse<Row extends { managed: boolean }>(row: Row | null): asserts row is Row {
  if (!row) throw new AppError(AppErrorCode.NOT_FOUND);
  if (!row.managed) throw new AppError(AppErrorCode.FORBIDDEN);
}
