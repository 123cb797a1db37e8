import type { Tenant } from '../../payload-types';
import type { TenantContext } from '../context';
import { defineJob } from '../jobs/job-queue';
import { sendMail } from '../mail/send-mail';

export interface NotificationContent {
  title: string;
  message: string;
  /** Where clicking the notification leads, a path on the site (e.g. /courses/…). */
  link?: string;
}

/** Up to this many recipients are notified within the request; more go to a background job. */
export const INLINE_RECIPIENTS = 20;

/** A user wants notification mail unless their settings say `"emailNotifications": false`. */
function wantsEmail(settings: string | null | undefined): boolean {
  try {
    return (JSON.parse(settings ?? '{}') as { emailNotifications?: unknown }).emailNotifications !== false;
  } catch {
    return true;
  }
}

async function deliver({ payload, tenant }: TenantContext, userIds: string[], content: NotificationContent, siteOrigin: string): Promise<number> {
  const { docs: users } = await payload.find({
    collection: 'users',
    where: { and: [{ tenant: { equals: tenant.id } }, { id: { in: userIds } }, { suspended: { not_equals: true } }] },
    depth: 0,
    pagination: false,
    // Explicitly filtered by tenant above: a stray id of another site notifies no one.
    overrideAccess: true,
  });
  for (const user of users) {
    await payload.create({
      collection: 'notifications',
      data: { tenant: tenant.id, user: user.id, title: content.title, message: content.message, link: content.link ?? '', read: false },
      depth: 0,
      overrideAccess: true,
    });
    if (wantsEmail(user.settings)) {
      const link = content.link ? `\n\n${siteOrigin}${content.link}` : '';
      await sendMail({ to: user.email, subject: `${tenant.siteName}: ${content.title}`, text: `${content.message}${link}` }).catch((error: unknown) =>
        console.error('notification mail failed:', error),
      );
    }
  }
  return users.length;
}

interface FanOutJob {
  tenantId: Tenant['id'];
  userIds: string[];
  content: NotificationContent;
  siteOrigin: string;
}

const enqueueFanOut = defineJob<FanOutJob>('notifications-fan-out', async (job) => {
  const { payloadClient } = await import('../../payload-client');
  const payload = await payloadClient();
  const tenant = await payload.findByID({ collection: 'tenants', id: job.tenantId, depth: 0, overrideAccess: true });
  await deliver({ payload, tenant }, job.userIds, job.content, job.siteOrigin);
});

/**
 * Notifies users of the request's tenant: a notification each, and mail to those whose settings
 * allow it. Features call this; it is not an endpoint. A few recipients are served at once; a
 * crowd (a whole course) is handed to a background job so the request does not wait for it.
 */
export async function notify(ctx: TenantContext, userIds: string[], content: NotificationContent, siteOrigin: string): Promise<'delivered' | 'queued'> {
  const unique = [...new Set(userIds)];
  if (unique.length <= INLINE_RECIPIENTS) {
    await deliver(ctx, unique, content, siteOrigin);
    return 'delivered';
  }
  await enqueueFanOut({ tenantId: ctx.tenant.id, userIds: unique, content, siteOrigin });
  return 'queued';
}
