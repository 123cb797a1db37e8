import { randomUUID } from 'node:crypto';
import { translatorFor, type Translate } from '@halaqa/shared/i18n/index';
import { agreeingWith, formOfAddressOf, type FormOfAddress } from '@halaqa/shared/form-of-address';
import { batchKeyOf, batchMailAt, type ManagerEventKind } from '@halaqa/shared/notification-batch';
import { hasRight } from '@halaqa/shared/rights';
import { sql } from '@payloadcms/db-postgres';
import type { Where } from 'payload';
import type { Course, User } from '../../payload-types';
import { idOf, type TenantContext } from '../context';
import { isManagerOf } from '../courses/people/course-managers';
import { defineJob } from '../jobs/job-queue';
import { jobTenantContext } from '../jobs/job-tenant';
import { RETRY_FOR_A_DAY } from '../jobs/retry-schedules';
import { tenantDb } from '../tenant-db';
import { transaction, type InTransaction } from '../unit-of-work';
import { languageOfUser } from './language-of-user';
import { mailNotification, wantsEmail } from './notify';

/**
 * Notifications for owners and course managers (issue #14): a student signed up, enrolled, handed
 * in work, asked in the forum or reported a problem. The events of one kind in one course (the
 * site, for sign-ups) that reach one person in one clock hour make a single notification: the
 * first creates it, each further one updates its count and text and makes it unread again. Its one
 * mail waits in the job queue until the hour is over and then says what the batch holds by then.
 * Everything is written on the event's own transaction, so the event and its notification commit
 * together or not at all.
 */

export interface ManagerEvent {
  kind: ManagerEventKind;
  /** The course it happened in; null for a sign-up on the site. */
  courseId: string | null;
  /** Who did it: nobody is told of their own action. */
  actorId: string;
  /** What makes the event itself unique (the submission's id…): it counts once, however often it is written. */
  eventKey: string;
  lesson?: string;
  /** A forum question's title. */
  title?: string;
  /** A problem report's text. */
  text?: string;
}

/** How much of a problem report's text the notification repeats. */
const TEXT_EXCERPT = 200;

/** Where each kind of notification leads: the page where its managers act on it. */
function linkOf(kind: ManagerEventKind, courseId: string | null): string {
  switch (kind) {
    case 'signUp':
      return '/admin/users';
    case 'registration':
      return `/admin/courses/${courseId}`;
    case 'submission':
      return '/teacher';
    case 'question':
      return `/dashboard/courses/${courseId}/discussion`;
    case 'problemReport':
      return `/admin/courses/${courseId}#problem-reports`;
  }
}

/**
 * Who is told: for a sign-up, the owner and admins with manage-users; for a course's event, its
 * managers by the one rule every course call applies (shared/course-management, as the to-grade
 * inbox reads it). Suspended users and the one who acted are left out.
 */
async function recipientsOf(ctx: TenantContext, event: ManagerEvent, course: Course | null): Promise<User[]> {
  const staff: Where = { 'role.role': { in: ['owner', 'admin'] } };
  const named = course ? [idOf(course.trainer), ...(course.admins ?? []).map((admin) => idOf(admin))].filter((id): id is string => Boolean(id)) : [];
  const candidates: Where = named.length > 0 ? { or: [staff, { id: { in: named } }] } : staff;
  const { docs } = await tenantDb(ctx).find({ collection: 'users', where: { and: [candidates, { suspended: { not_equals: true } }] } });
  // In the order of their ids: parallel events then take the recipients' batch rows in the same order (no deadlock).
  return docs
    .filter((user) => user.id !== event.actorId && (course ? isManagerOf(user, course) : hasRight(user, 'manage-users')))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

interface Names {
  site: string;
  course: string;
  name: string;
  /** How the one who acted asks to be spoken of: the first event's verb agrees with them (form-of-address). */
  actorForm: FormOfAddress | undefined;
}

function textsOf(t: Translate, event: ManagerEvent, count: number, { actorForm, ...names }: Names): { title: string; message: string } {
  const values = { ...names, count, lesson: event.lesson ?? '', title: event.title ?? '', text: (event.text ?? '').slice(0, TEXT_EXCERPT) };
  const key = `ownerNotifications.${event.kind}`;
  return { title: t(`${key}Title`, values), message: count === 1 ? t(`${key}One`, { ...values, ...agreeingWith(actorForm) }) : t(`${key}Many`, values) };
}

interface BatchRow extends Record<string, unknown> {
  id: string;
  count: number;
}

/**
 * Counts the event into the recipient's batch of this hour: one INSERT … ON CONFLICT on the
 * (recipient, batch key) unique index, so parallel events make one row and queue behind each
 * other; an event already counted changes nothing (no row comes back).
 */
async function countIntoBatch(tx: InTransaction<TenantContext>, user: User, event: ManagerEvent, key: string): Promise<BatchRow | null> {
  const { rows } = await tenantDb(tx).execute<BatchRow>(sql`
    INSERT INTO notifications (id, tenant_id, user_id, title, message, link, read, batch_key, batch_events)
    VALUES (${randomUUID()}, ${tx.tenant.id}, ${user.id}, '', '', ${linkOf(event.kind, event.courseId)}, false, ${key}, ${JSON.stringify([event.eventKey])}::jsonb)
    ON CONFLICT (user_id, batch_key) DO UPDATE
      SET batch_events = notifications.batch_events || EXCLUDED.batch_events, read = false, created_at = now(), updated_at = now()
      WHERE NOT notifications.batch_events @> EXCLUDED.batch_events AND notifications.tenant_id = ${tx.tenant.id}
    RETURNING id, jsonb_array_length(batch_events) AS count`);
  return rows[0] ?? null;
}

interface BatchMailJob {
  tenantId: string;
  notificationId: string;
}

/**
 * The batch's one mail, when its hour is over: what the notification says by then, in the
 * recipient's language, its link from the site's configured address. The batch's row is held
 * and stamped in the same transaction as the sending, so a retried job never mails twice (and a
 * failed send leaves it unstamped for the retry).
 */
export const batchMailJob = defineJob<BatchMailJob>('manager-notification-mail', { batchSize: 10, retry: RETRY_FOR_A_DAY, expireInSeconds: 60 }, async ({ tenantId, notificationId }, { payload }) => {
  const ctx = await jobTenantContext(payload, tenantId);
  if (!ctx) return;
  await transaction(ctx, async (tx) => {
    const db = tenantDb(tx);
    const { rows } = await db.execute<{ user_id: string; title: string; message: string; link: string | null; batch_mailed_at: string | null }>(sql`
      SELECT user_id, title, message, link, batch_mailed_at FROM notifications
      WHERE id = ${notificationId} AND tenant_id = ${ctx.tenant.id} FOR UPDATE`);
    const batch = rows[0];
    if (!batch || batch.batch_mailed_at) return;
    await db.execute(sql`UPDATE notifications SET batch_mailed_at = now() WHERE id = ${notificationId} AND tenant_id = ${ctx.tenant.id}`);
    const user = await db.findById({ collection: 'users', id: batch.user_id });
    if (!user || user.suspended || !wantsEmail(user.settings)) return;
    await mailNotification(ctx, user, batch);
  });
});

/**
 * Tells the owner and the managers concerned about a student's event, on the event's transaction
 * (`tx`). Not an endpoint: the services where the events happen call it.
 */
export async function notifyManagers(tx: InTransaction<TenantContext>, event: ManagerEvent): Promise<void> {
  const db = tenantDb(tx);
  const course = event.courseId ? await db.findById({ collection: 'courses', id: event.courseId }) : null;
  if (event.courseId && !course) return;
  const recipients = await recipientsOf(tx, event, course);
  if (recipients.length === 0) return;
  const actor = await db.findById({ collection: 'users', id: event.actorId });
  const names: Names = { site: tx.tenant.siteName ?? '', course: course?.name ?? '', name: actor?.name || actor?.email || '', actorForm: formOfAddressOf(actor?.settings) };
  const at = new Date();
  const key = batchKeyOf(event.kind, course?.id ?? null, at);
  // One after another: the statements of one transaction share its single connection.
  for (const user of recipients) {
    const batch = await countIntoBatch(tx, user, event, key);
    if (!batch) continue;
    const { title, message } = textsOf(translatorFor(languageOfUser(user, tx.tenant)), event, Number(batch.count), names);
    await db.execute(sql`UPDATE notifications SET title = ${title}, message = ${message} WHERE id = ${batch.id} AND tenant_id = ${tx.tenant.id}`);
    // Keyed by the batch: queued once, by its first event (or the first after mail was turned on).
    if (wantsEmail(user.settings)) await batchMailJob.send({ tenantId: tx.tenant.id, notificationId: batch.id }, { req: tx.req, key: batch.id, startAfter: batchMailAt(at) });
  }
}
