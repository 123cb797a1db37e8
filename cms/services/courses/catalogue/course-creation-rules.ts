import { mayCreateCourse } from '@halaqa/shared/course-management';
import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import { courseNameKey } from '../../../collections/learning/Courses';
import type { TenantContext } from '../../context';
import { tenantDb } from '../../tenant-db';
import type { Actor } from '../../users/actor';

/** The rule the editors' admin applies too (shared/course-management). */
export function assertMayCreate(actor: Actor): void {
  if (!mayCreateCourse(actor)) throw new AppError(AppErrorCode.FORBIDDEN);
}

export async function assertNameFree(ctx: TenantContext, name: string, exceptId?: string): Promise<void> {
  const taken = await tenantDb(ctx).count({
    collection: 'courses',
    where: { and: [{ nameKey: { equals: courseNameKey(name) } }, ...(exceptId ? [{ id: { not_equals: exceptId } }] : [])] },
  });
  if (taken > 0) throw new AppError(AppErrorCode.DUPLICATE_COURSE, { field: 'name' });
}
