import { requiredRichTextFromHtml } from '../../../content/rich-text';
import { idOf, type TenantContext } from '../../../context';
import { notify } from '../../../notifications/notify';
import { tenantDb } from '../../../tenant-db';
import { transaction } from '../../../unit-of-work';
import type { Actor } from '../../../users/actor';
import { findCourse } from '../../catalogue/find-course';
import { notEndedByRefund } from '../../people/access-holds';
import { assertManager } from '../../people/course-managers';
import { listAnnouncements } from './list-announcements';

async function registeredStudentIds(ctx: TenantContext, courseId: string): Promise<string[]> {
  const { docs } = await tenantDb(ctx).find({ collection: 'registrations', where: { and: [{ course: { equals: courseId } }, notEndedByRefund()] }, select: { user: true } });
  return docs.map((registration) => idOf(registration.user)!);
}

/** POST /api/courses/{id}/announcement {title, content}: posted, and every registered student told, in one transaction. */
export async function postAnnouncement(ctx: TenantContext, actor: Actor, courseId: string, input: { title: string; content: string }) {
  const course = await findCourse(ctx, courseId);
  assertManager(actor, course);
  const content = await requiredRichTextFromHtml(ctx.payload, input.content);
  const plain = input.content.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  const students = (await registeredStudentIds(ctx, course.id)).filter((id) => id !== actor.id);
  await transaction(ctx, async (tx) => {
    await tenantDb(tx).create({ collection: 'announcements', data: { course: course.id, user: actor.id, title: input.title, content } });
    await notify(tx, students, { title: `${course.name}: ${input.title}`, message: plain.slice(0, 500), link: `/courses/${course.id}` });
  });
  return listAnnouncements(ctx, course.id);
}
