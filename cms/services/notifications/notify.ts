import { translatorFor, type Language } from '@halaqa/shared/i18n/index';
import type { Tenant, User } from '../../payload-types';
import { idOf, type TenantContext } from '../context';
import { findInTenantOrNull } from '../find-in-tenant';
import { defineJob } from '../jobs/job-queue';
import { jobTenantContext } from '../jobs/job-tenant';
import { RETRY_FOR_A_DAY } from '../jobs/retry-schedules';
import { sendMail } from '../mail/send-mail';
import { renderSiteMail } from '../mail/site-mail';
import { languageOfUser } from './language-of-user';
import { tenantDb } from '../tenant-db';
import { siteOriginOf } from '../tenants/site-origin';
import { transaction, type InTransaction } from '../unit-of-work';

export interface NotificationContent {
  title: string;
  message: string;
  /** Where clicking the notification leads, a path on the site (e.g. /courses/…). */
  link?: string;
  /**
   * The language `title` and `message` are written in, when it is not the recipient's own (an
   * order's notices are in the language it was bought in): the mail around them is too.
   */
  language?: Language;
  /** False when another mail already tells it (a purchase's receipt): the notification only. */
  mail?: boolean;
}

/** Up to this many recipients are notified within the request; more go to a background job. */
export const INLINE_RECIPIENTS = 20;

/** A user wants notification mail unless their settings say `"emailNotifications": false`. */
export function wantsEmail(settings: string | null | undefined): boolean {
  try {
    return (JSON.parse(settings ?? '{}') as { emailNotifications?: unknown }).emailNotifications !== false;
  } catch {
    return true;
  }
}

interface NotificationMailJob {
  tenantId: Tenant['id'];
  notificationId: string;
  language?: Language;
}

/**
 * One notification's mail. Keyed by the notification, so it is queued once however often the
 * write is retried; its link starts at the site's configured address (site-origin).
 */
export const notificationMailJob = defineJob<NotificationMailJob>('notification-mail', { batchSize: 10, retry: RETRY_FOR_A_DAY, expireInSeconds: 60 }, async ({ tenantId, notificationId, language }, { payload }) => {
  const ctx = await jobTenantContext(payload, tenantId);
  const notification = ctx && (await findInTenantOrNull(ctx, 'notifications', [{ id: { equals: notificationId } }]));
  const user = ctx && notification && (await findInTenantOrNull(ctx, 'users', [{ id: { equals: idOf(notification.user) } }]));
  if (!ctx || !notification || !user || user.suspended) return;
  await mailNotification(ctx, user, notification, language);
});

/**
 * A notification's mail, from the site and in its colours (site-mail.tsx): its title after the
 * site's name, its message, and a button to its link from the site's configured address. In the
 * recipient's language unless the notification names the one it is written in.
 */
export async function mailNotification(ctx: TenantContext, user: Pick<User, 'email' | 'settings'>, notification: { title: string; message: string; link?: string | null }, language = languageOfUser(user, ctx.tenant)): Promise<void> {
  const t = translatorFor(language);
  const action = notification.link ? { label: t('mail.open'), href: `${siteOriginOf(ctx.tenant)}${notification.link}` } : undefined;
  const { html, text } = await renderSiteMail(ctx.tenant, language, { preview: notification.message, heading: notification.title, paragraphs: [notification.message], action });
  await sendMail({ to: user.email, fromName: ctx.tenant.siteName, subject: `${ctx.tenant.siteName}: ${notification.title}`, text, html });
}

/** The notification rows, and a mail job for each recipient who wants mail, all on the context's transaction. */
async function deliver(tx: InTransaction<TenantContext>, userIds: string[], content: NotificationContent): Promise<number> {
  const db = tenantDb(tx);
  // A stray id of another site notifies no one.
  const { docs: users } = await db.find({ collection: 'users', where: { and: [{ id: { in: userIds } }, { suspended: { not_equals: true } }] } });
  for (const user of users) {
    const notification = await db.create({
      collection: 'notifications',
      data: { user: user.id, title: content.title, message: content.message, link: content.link ?? '', read: false },
    });
    if (content.mail !== false && wantsEmail(user.settings)) {
      await notificationMailJob.send({ tenantId: tx.tenant.id, notificationId: notification.id, language: content.language }, { req: tx.req, key: notification.id });
    }
  }
  return users.length;
}

interface FanOutJob {
  tenantId: Tenant['id'];
  userIds: string[];
  content: NotificationContent;
}

/**
 * A crowd's notifications, written in one transaction of the job's own: a failed try leaves nothing, the retry does it all.
 * One at a time: a whole course's rows are one job's work.
 */
export const fanOutJob = defineJob<FanOutJob>('notifications-fan-out', { batchSize: 1, retry: RETRY_FOR_A_DAY, expireInSeconds: 300 }, async (job, { payload }) => {
  const ctx = await jobTenantContext(payload, job.tenantId);
  if (ctx) await transaction(ctx, (tx) => deliver(tx, job.userIds, job.content));
});

/**
 * Notifies users of the request's tenant: a notification each, and mail to those whose settings
 * allow it. Features call this; it is not an endpoint. Given the writer's unit of work (a context
 * with its transaction), everything is written on it, so the notifications (and their queued
 * mail) exist if and only if the write that caused them commits; without it, they are written in
 * a transaction of their own.
 * Mail is always a job: no request waits for SMTP or fails because of it. A few recipients are
 * written at once; a crowd (a whole course) is handed to a background job.
 */
export async function notify(ctx: TenantContext, userIds: string[], content: NotificationContent): Promise<'delivered' | 'queued'> {
  const unique = [...new Set(userIds)];
  if (unique.length > INLINE_RECIPIENTS) {
    await fanOutJob.send({ tenantId: ctx.tenant.id, userIds: unique, content }, { req: ctx.req });
    return 'queued';
  }
  await transaction(ctx, (tx) => deliver(tx, unique, content));
  return 'delivered';
}
