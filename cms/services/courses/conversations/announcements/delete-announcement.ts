import type { TenantContext } from '../../../context';
import { tenantDb } from '../../../tenant-db';
import type { Actor } from '../../../users/actor';
import { findCourse } from '../../catalogue/find-course';
import { assertManager } from '../../people/course-managers';
import { findAnnouncement } from './find-announcement';
import { listAnnouncements } from './list-announcements';

/** DELETE /api/courses/{id}/announcement/{a}. */
export async function deleteAnnouncement(ctx: TenantContext, actor: Actor, courseId: string, id: string) {
  const course = await findCourse(ctx, courseId);
  assertManager(actor, course);
  const announcement = await findAnnouncement(ctx, course, id);
  await tenantDb(ctx).delete({ collection: 'announcements', id: announcement.id });
  return listAnnouncements(ctx, course.id);
}
