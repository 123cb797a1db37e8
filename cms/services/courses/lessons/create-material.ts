import type { TMaterial } from '@halaqa/shared/api-contract/course-shapes';
import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import type { TCreateMaterialRequest } from '@halaqa/shared/schemas/courses';
import type { TenantContext } from '../../context';
import { findInTenantOrNull } from '../../find-in-tenant';
import { tenantDb } from '../../tenant-db';
import type { Actor } from '../../users/actor';
import { findCourse } from '../catalogue/find-course';
import { assertManager } from '../people/course-managers';
import { lessonsOf } from './curriculum-lessons';
import { getMaterial } from './get-material';
import { assertPrerequisites, materialDataOf } from './material-input';

/** POST /api/courses/{id}/materials: a manager adds a lesson at the end, or at the end of a section of the course (visible at once). */
export async function createMaterial(ctx: TenantContext, actor: Actor, courseId: string, input: TCreateMaterialRequest): Promise<TMaterial> {
  const course = await findCourse(ctx, courseId);
  assertManager(actor, course);
  await assertPrerequisites(ctx, course, input.prerequisites ?? []);
  const { section: sectionId, ...fields } = input;
  // Added to a section: at its end, for students too (a new lesson is visible at once).
  const section = sectionId ? await findInTenantOrNull(ctx, 'course-sections', [{ id: { equals: sectionId } }, { course: { equals: course.id } }]) : null;
  if (sectionId && !section) throw new AppError(AppErrorCode.VALIDATION, { messageKey: 'validation.sectionInvalid', field: 'section' });
  const lessons = await lessonsOf(ctx, course.id);
  const data = await materialDataOf(ctx, fields);
  const created = await tenantDb(ctx).create({
    collection: 'materials',
    data: {
      ...data,
      course: course.id,
      name: input.name,
      type: input.type,
      order: input.order ?? Math.max(-1, ...lessons.map((material) => material.order)) + 1,
      publishedOrder: Math.max(-1, ...lessons.map((material) => material.publishedOrder)) + 1,
      section: section?.id ?? null,
      publishedSection: section?.id ?? null,
    } as never,
  });
  return getMaterial(ctx, actor, course.id, created.id);
}
