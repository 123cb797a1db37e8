import type { TCourseSection } from '@halaqa/shared/api-contract/course-shapes';
import type { TSectionRequest } from '@halaqa/shared/schemas/courses';
import type { TenantContext } from '../../../context';
import { tenantDb } from '../../../tenant-db';
import type { Actor } from '../../../users/actor';
import { findCourse } from '../../catalogue/find-course';
import { assertManager } from '../../people/course-managers';
import { sectionForManagers } from './list-sections';

/**
 * POST /api/courses/{id}/sections: a manager adds a section after the others. Students see it once
 * a visible lesson is in it (moved there and published, or added to it).
 */
export async function createSection(ctx: TenantContext, actor: Actor, courseId: string, input: TSectionRequest): Promise<TCourseSection> {
  const course = await findCourse(ctx, courseId);
  assertManager(actor, course);
  const db = tenantDb(ctx);
  const { docs } = await db.find({ collection: 'course-sections', where: { course: { equals: course.id } }, select: { order: true, publishedOrder: true } });
  const created = await db.create({
    collection: 'course-sections',
    data: {
      course: course.id,
      title: input.title,
      order: Math.max(-1, ...docs.map((section) => section.order)) + 1,
      publishedOrder: Math.max(-1, ...docs.map((section) => section.publishedOrder)) + 1,
    },
  });
  return sectionForManagers(ctx, actor, course.id, created.id);
}
