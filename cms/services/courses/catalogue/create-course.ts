import type { TCourse } from '@halaqa/shared/api-contract/course-shapes';
import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import type { TCreateCourseRequest } from '@halaqa/shared/schemas/courses';
import type { Course } from '../../../payload-types';
import type { TenantContext } from '../../context';
import { tenantDb } from '../../tenant-db';
import { isUniqueViolation } from '../../unique-violation';
import type { Actor } from '../../users/actor';
import { courseDataOf } from './course-input';
import { assertMayCreate, assertNameFree } from './course-creation-rules';
import { getCourse } from './get-course';

/**
 * POST /api/courses: 201 with the created course. A teacher who creates a course is its
 * trainer unless another trainer is named.
 */
export async function createCourse(ctx: TenantContext, actor: Actor, input: TCreateCourseRequest): Promise<TCourse> {
  assertMayCreate(actor);
  await assertNameFree(ctx, input.name);
  const data = await courseDataOf(ctx, input);
  if (input.trainer_id === undefined && actor.isTeacher) data.trainer = actor.id;
  let created: Course;
  try {
    created = await tenantDb(ctx).create({ collection: 'courses', data: { ...data, name: input.name } as never });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(AppErrorCode.DUPLICATE_COURSE, { field: 'name' });
    throw error;
  }
  return getCourse(ctx, actor, created.id);
}
