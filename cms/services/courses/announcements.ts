import type { TAnnouncement } from '@halaqa/shared/api-contract/course-shapes';
import type { Announcement, Course } from '../../payload-types';
import { htmlFromRichText, requiredRichTextFromHtml } from '../content/rich-text';
import { idOf, type TenantContext } from '../context';
import { findInTenant } from '../find-in-tenant';
import { tenantDb } from '../tenant-db';
import { withTransaction } from '../transaction';
import { notify } from '../notifications/notify';
import type { Actor } from '../users/actor';
import { assertManager, findCourse } from './course-access';
import { courseTag } from '../content-version/content-tags';
import { keptReads, jsonSize } from '../content-version/kept-reads';
import { readCourseAnnouncements } from './reads/course-announcements';

/** Course announcements: managers post them; registered students are notified and mailed. */

/** A course's announcements as HTML, the same for every insider (content-version/kept-reads). */
const keptAnnouncements = keptReads<TAnnouncement[]>({ entries: 2_000, bytes: 16 * 1024 * 1024, sizeOf: jsonSize });

export async function listAnnouncements(ctx: TenantContext, courseId: string): Promise<TAnnouncement[]> {
  return keptAnnouncements.read(ctx, courseId, async () => {
    const announcements = await readCourseAnnouncements(ctx, courseId);
    return announcements.map((announcement) => ({
      id: announcement.id,
      title: announcement.title,
      content: htmlFromRichText(announcement.content),
      date: announcement.createdAt,
      author: announcement.author,
    }));
  }, () => [courseTag(courseId)]);
}

async function registeredStudentIds(ctx: TenantContext, courseId: string): Promise<string[]> {
  const { docs } = await tenantDb(ctx).find({ collection: 'registrations', where: { course: { equals: courseId } }, select: { user: true } });
  return docs.map((registration) => idOf(registration.user)!);
}

/** POST /api/courses/{id}/announcement {title, content}: posted, and every registered student told, in one transaction. */
export async function postAnnouncement(ctx: TenantContext, actor: Actor, courseId: string, input: { title: string; content: string }) {
  const course = await findCourse(ctx, courseId);
  assertManager(actor, course);
  const content = await requiredRichTextFromHtml(ctx.payload, input.content);
  const plain = input.content.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  const students = (await registeredStudentIds(ctx, course.id)).filter((id) => id !== actor.id);
  await withTransaction(ctx.payload, async (req) => {
    await tenantDb(ctx, req).create({ collection: 'announcements', data: { course: course.id, user: actor.id, title: input.title, content } });
    await notify(ctx, students, { title: `${course.name}: ${input.title}`, message: plain.slice(0, 500), link: `/courses/${course.id}` }, req);
  });
  return listAnnouncements(ctx, course.id);
}

function findAnnouncement(ctx: TenantContext, course: Course, id: string): Promise<Announcement> {
  return findInTenant(ctx, 'announcements', [{ id: { equals: id } }, { course: { equals: course.id } }]);
}

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

/** DELETE /api/courses/{id}/announcement/{a}. */
export async function deleteAnnouncement(ctx: TenantContext, actor: Actor, courseId: string, id: string) {
  const course = await findCourse(ctx, courseId);
  assertManager(actor, course);
  const announcement = await findAnnouncement(ctx, course, id);
  await tenantDb(ctx).delete({ collection: 'announcements', id: announcement.id });
  return listAnnouncements(ctx, course.id);
}
