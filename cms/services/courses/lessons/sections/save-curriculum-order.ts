import type { TCurriculum } from '@halaqa/shared/api-contract/course-shapes';
import { curriculumOrderProblem } from '@halaqa/shared/curriculum-outline';
import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import type { TCurriculumOrderRequest } from '@halaqa/shared/schemas/courses';
import { idOf, type TenantContext } from '../../../context';
import { tenantDb } from '../../../tenant-db';
import { transaction } from '../../../unit-of-work';
import type { Actor } from '../../../users/actor';
import { findCourse } from '../../catalogue/find-course';
import { assertManager } from '../../people/course-managers';
import { listMaterials } from '../list-materials';
import { listSections } from './list-sections';
import { lockCourseOrder } from './lock-course-order';

/**
 * PUT /api/courses/{id}/curriculum: a manager's whole working order, saved at once in one
 * transaction, or nothing. It must name every lesson and section of the course exactly once; an
 * id of another course or site is refused like a missing one (400), so nothing of theirs is
 * touched or confirmed. Each lesson's `order` becomes its position in the whole curriculum (the
 * loose lessons, then section by section), so anything that sorts lessons by it alone (scores)
 * agrees. Only rows whose place changed are written, after the course's lock is taken (two saves
 * at once give one order or the other). Students see it once it is published.
 */
export async function saveCurriculumOrder(ctx: TenantContext, actor: Actor, courseId: string, input: TCurriculumOrderRequest): Promise<TCurriculum> {
  const course = await findCourse(ctx, courseId);
  assertManager(actor, course);
  await transaction(ctx, async (tx) => {
    await lockCourseOrder(tx, course.id);
    const db = tenantDb(tx);
    const inCourse = { course: { equals: course.id } };
    // One after another: the queries of a transaction share its one connection.
    const { docs: lessons } = await db.find({ collection: 'materials', where: inCourse, select: { order: true, section: true } });
    const { docs: sections } = await db.find({ collection: 'course-sections', where: inCourse, select: { order: true } });
    const problem = curriculumOrderProblem(input, { lessonIds: lessons.map((lesson) => lesson.id), sectionIds: sections.map((section) => section.id) });
    if (problem) throw new AppError(AppErrorCode.VALIDATION, { messageKey: problem === 'lessons' ? 'validation.curriculumLessons' : 'validation.curriculumSections', field: problem });

    for (const [index, { id }] of input.sections.entries()) {
      if (sections.find((section) => section.id === id)!.order !== index) await db.update({ collection: 'course-sections', id, data: { order: index } });
    }
    const places = [...input.lessons.map((id) => ({ id, section: null as string | null })), ...input.sections.flatMap(({ id: section, lessons: ids }) => ids.map((id) => ({ id, section })))];
    for (const [order, { id, section }] of places.entries()) {
      const stored = lessons.find((lesson) => lesson.id === id)!;
      if (stored.order !== order || idOf(stored.section) !== section) await db.update({ collection: 'materials', id, data: { order, section } });
    }
  });
  const [sections, lessons] = await Promise.all([listSections(ctx, actor, course.id), listMaterials(ctx, actor, course.id)]);
  return { sections, lessons };
}
