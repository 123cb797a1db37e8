import type { CollectionSlug, PayloadRequest } from 'payload';
import type { TenantContext } from '../context';
import { deleteAssessmentWork } from './delete-assessment-work';

/** Everything that belongs to one course, children before parents (replies before topics…). */
const COURSE_OWNED: CollectionSlug[] = ['forum-replies', 'forum-topics', 'comments', 'announcements', 'lesson-progress', 'registrations', 'favorites', 'materials'];

/**
 * Removes a course's lessons, progress, registrations and conversations inside the caller's
 * transaction (`req`), likes, ratings, quiz attempts and submissions included, so a deleted course
 * leaves nothing behind.
 */
export async function deleteCourseContent(ctx: TenantContext, courseId: string, req: PayloadRequest): Promise<void> {
  const { payload, tenant } = ctx;
  await deleteAssessmentWork(ctx, { course: courseId }, req);
  const likedIds: string[] = [];
  // One after another: queries of one transaction share its single connection.
  for (const collection of ['forum-topics', 'forum-replies', 'comments'] as const) {
    const { docs } = await payload.find({ collection, where: { course: { equals: courseId } }, pagination: false, depth: 0, select: {}, overrideAccess: true, req });
    likedIds.push(...docs.map((doc) => doc.id));
  }
  if (likedIds.length > 0) {
    await payload.delete({ collection: 'likes', where: { and: [{ tenant: { equals: tenant.id } }, { targetId: { in: likedIds } }] }, overrideAccess: true, req });
  }
  await payload.delete({
    collection: 'ratings',
    where: { and: [{ tenant: { equals: tenant.id } }, { subjectType: { equals: 'courses' } }, { subjectId: { equals: courseId } }] },
    overrideAccess: true,
    req,
  });
  for (const collection of COURSE_OWNED) {
    await payload.delete({ collection, where: { and: [{ tenant: { equals: tenant.id } }, { course: { equals: courseId } }] }, overrideAccess: true, req });
  }
}
