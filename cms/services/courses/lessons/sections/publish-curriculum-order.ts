import { idOf, type TenantContext } from '../../../context';
import { tenantDb } from '../../../tenant-db';
import type { InTransaction } from '../../../unit-of-work';
import { lockCourseOrder } from './lock-course-order';

/**
 * §4: students see a new order only once a manager publishes it (PUT /api/courses/{id} with
 * `publishMaterialOrder`): the lessons' order and sections and the sections' order, all at once in
 * the caller's transaction. Only what differs is written.
 */
export async function publishCurriculumOrder(tx: InTransaction<TenantContext>, courseId: string): Promise<void> {
  await lockCourseOrder(tx, courseId);
  const db = tenantDb(tx);
  const inCourse = { course: { equals: courseId } };
  const { docs: lessons } = await db.find({ collection: 'materials', where: inCourse, select: { order: true, publishedOrder: true, section: true, publishedSection: true } });
  for (const lesson of lessons) {
    const section = idOf(lesson.section);
    if (lesson.publishedOrder !== lesson.order || idOf(lesson.publishedSection) !== section) {
      await db.update({ collection: 'materials', id: lesson.id, data: { publishedOrder: lesson.order, publishedSection: section } });
    }
  }
  const { docs: sections } = await db.find({ collection: 'course-sections', where: inCourse, select: { order: true, publishedOrder: true } });
  for (const section of sections) {
    if (section.publishedOrder !== section.order) await db.update({ collection: 'course-sections', id: section.id, data: { publishedOrder: section.order } });
  }
}
