import type { TenantContext } from '../../../context';
import { tenantDb } from '../../../tenant-db';
import { transaction } from '../../../unit-of-work';
import type { Actor } from '../../../users/actor';
import { findCourse } from '../../catalogue/find-course';
import { assertManager } from '../../people/course-managers';
import { findSectionOf } from './find-section';

/**
 * DELETE /api/courses/{id}/sections/{s}: a manager removes a section. Its lessons stay, outside any
 * section, for students as well (the section they were published in is gone), each keeping its
 * place in the order; all in one transaction.
 */
export async function deleteSection(ctx: TenantContext, actor: Actor, courseId: string, sectionId: string): Promise<{ ok: true }> {
  const course = await findCourse(ctx, courseId);
  assertManager(actor, course);
  const section = await findSectionOf(ctx, course.id, sectionId);
  await transaction(ctx, async (tx) => {
    const db = tenantDb(tx);
    const inCourse = { course: { equals: course.id } };
    await db.update({ collection: 'materials', where: { and: [inCourse, { section: { equals: section.id } }] }, data: { section: null } });
    await db.update({ collection: 'materials', where: { and: [inCourse, { publishedSection: { equals: section.id } }] }, data: { publishedSection: null } });
    await db.delete({ collection: 'course-sections', id: section.id });
  });
  return { ok: true };
}
