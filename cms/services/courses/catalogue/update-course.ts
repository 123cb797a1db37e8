import type { TCourse } from '@halaqa/shared/api-contract/course-shapes';
import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import type { TUpdateCourseRequest } from '@halaqa/shared/schemas/courses';
import type { TenantContext } from '../../context';
import { tenantDb } from '../../tenant-db';
import { transaction } from '../../unit-of-work';
import { isUniqueViolation } from '../../unique-violation';
import type { Actor } from '../../users/actor';
import { findCourse } from './find-course';
import { assertManager } from '../people/course-managers';
import { courseDataOf } from './course-input';
import { publishCurriculumOrder } from '../lessons/sections/publish-curriculum-order';
import { assertNameFree } from './course-creation-rules';
import { getCourse } from './get-course';

/** PUT /api/courses/{id}: managers change the fields sent; publishing the lesson order is one of them. */
export async function updateCourse(ctx: TenantContext, actor: Actor, id: string, input: TUpdateCourseRequest): Promise<TCourse> {
  const course = await findCourse(ctx, id);
  assertManager(actor, course);
  if (input.name !== undefined) await assertNameFree(ctx, input.name, course.id);
  const { publishMaterialOrder, ...fields } = input;
  const data = await courseDataOf(ctx, fields);
  try {
    await transaction(ctx, async (tx) => {
      if (Object.keys(data).length > 0) {
        await tenantDb(tx).update({ collection: 'courses', id: course.id, data: data as never });
      }
      if (publishMaterialOrder) await publishCurriculumOrder(tx, course.id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(AppErrorCode.DUPLICATE_COURSE, { field: 'name' });
    throw error;
  }
  return getCourse(ctx, actor, course.id);
}
