import type { Announcement } from '../../../../payload-types';
import { requiredRichTextFromHtml } from '../../../content/rich-text';
import type { TenantContext } from '../../../context';
import { tenantDb } from '../../../tenant-db';
import type { Actor } from '../../../users/actor';
import { findCourse } from '../../catalogue/find-course';
import { assertManager } from '../../people/course-managers';
import { findAnnouncement } from './find-announcement';
import { listAnnouncements } from './list-announcements';

/** PUT /api/courses/{id}/announcement/{a} {title, content}. */
export async function updateAnnouncement(ctx: TenantContext, actor: Actor, courseId: string, id: string, input: { title?: string; content?: string }) {
  const course = await findCourse(ctx, courseId);
  assertManager(actor, course);
  const announcement = await findAnnouncement(ctx, course, id);
  const data: Partial<Announcement> = {};
  if (input.title !== undefined) data.title = input.title;
  if (input.content !== undefined) data.content = await requiredRichTextFromHtml(ctx.payload, input.content);
  await tenantDb(ctx).update({ collection: 'announcements', id: announcement.id, data });
  return listAnnouncements(ctx, course.id);
}
