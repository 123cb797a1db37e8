import type { TenantScope } from '../../context';
import { tenantDb, type TenantCollection } from '../../tenant-db';
import type { InTransaction } from '../../unit-of-work';
import { deleteAssessmentWork } from '../assessment/delete-assessment-work';

/** Everything that belongs to one course, children before parents (replies before topics…). */
const COURSE_OWNED: TenantCollection[] = ['forum-replies', 'forum-topics', 'comments', 'announcements', 'problem-reports', 'lesson-progress', 'registrations', 'favorites', 'materials', 'course-sections'];

/**
 * Removes a course's lessons, progress, registrations and conversations inside the caller's
 * unit of work, likes, ratings, quiz attempts and submissions included, so a deleted course
 * leaves nothing behind.
 */
export async function deleteCourseContent(tx: InTransaction<TenantScope>, courseId: string): Promise<void> {
  const db = tenantDb(tx);
  await deleteAssessmentWork(tx, { course: courseId });
  const likedIds: string[] = [];
  // One after another: queries of one transaction share its single connection.
  for (const collection of ['forum-topics', 'forum-replies', 'comments'] as const) {
    const { docs } = await db.find({ collection, where: { course: { equals: courseId } }, select: {} });
    likedIds.push(...docs.map((doc) => doc.id));
  }
  if (likedIds.length > 0) await db.delete({ collection: 'likes', where: { targetId: { in: likedIds } } });
  await db.delete({ collection: 'ratings', where: { and: [{ subjectType: { equals: 'courses' } }, { subjectId: { equals: courseId } }] } });
  for (const collection of COURSE_OWNED) await db.delete({ collection, where: { course: { equals: courseId } } });
}
