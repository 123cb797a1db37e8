import type { TCourseSection } from '@halaqa/shared/api-contract/course-shapes';
import type { TSectionRequest } from '@halaqa/shared/schemas/courses';
import type { TenantContext } from '../../../context';
import { tenantDb } from '../../../tenant-db';
import type { Actor } from '../../../users/actor';
import { findCourse } from '../../catalogue/find-course';
import { assertManager } from '../../people/course-managers';
import { findSectionOf } from './find-section';
import { sectionForManagers } from './list-sections';

/** PUT /api/courses/{id}/sections/{s}: a manager renames a section; students see the new title at once, as a lesson's new name. */
export async function renameSection(ctx: TenantContext, actor: Actor, courseId: string, sectionId: string, input: TSectionRequest): Promise<TCourseSection> {
  const course = await findCourse(ctx, courseId);
  assertManager(actor, course);
  const section = await findSectionOf(ctx, course.id, sectionId);
  await tenantDb(ctx).update({ collection: 'course-sections', id: section.id, data: { title: input.title } });
  return sectionForManagers(ctx, actor, course.id, section.id);
}
