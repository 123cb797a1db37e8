import type { TenantContext } from '../../context';
import { tenantDb } from '../../tenant-db';
import { transaction } from '../../unit-of-work';
import type { Actor } from '../../users/actor';
import { findCourse } from '../catalogue/find-course';
import { assertManager } from '../people/course-managers';
import { deleteAssessmentWork } from '../assessment/delete-assessment-work';
import { findLessonOf } from './lesson-reads';

/** DELETE /api/courses/{id}/materials/{m}: the lesson with its progress, comments, likes, quiz attempts and submissions. */
export async function deleteMaterial(ctx: TenantContext, actor: Actor, courseId: string, materialId: string): Promise<{ ok: true }> {
  const course = await findCourse(ctx, courseId);
  assertManager(actor, course);
  const material = await findLessonOf(ctx, course, materialId);
  await transaction(ctx, async (tx) => {
    const db = tenantDb(tx);
    const { docs: comments } = await db.find({ collection: 'comments', where: { material: { equals: material.id } }, select: {} });
    if (comments.length > 0) {
      await db.delete({ collection: 'likes', where: { and: [{ targetType: { equals: 'comment' } }, { targetId: { in: comments.map((comment) => comment.id) } }] } });
    }
    await db.delete({ collection: 'comments', where: { material: { equals: material.id } } });
    await db.delete({ collection: 'lesson-progress', where: { material: { equals: material.id } } });
    await deleteAssessmentWork(tx, { material: material.id });
    await db.delete({ collection: 'materials', id: material.id });
  });
  return { ok: true };
}
