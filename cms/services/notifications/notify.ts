import type { TenantContext } from '../context';
import { sendMail } from '../mail/send-mail';

export interface NotificationContent {
  title: string;
  message: string;
  /** Where clicking the notification leads, a path on the site (e.g. /courses/…). */
  link?: string;
}

/** A user wants notification mail unless their settings say `"emailNotifications": false`. */
function wantsEmail(settings: string | null | undefined): boolean {
  try {
    return (JSON.parse(settings ?? '{}') as { emailNotifications?: unknown }).emailNotifications !== false;
  } catch {
    return true;
  }
}

/**
 * Notifies users of the request's tenant: a notification each, and mail to those whose settings
 * allow it. Ids of other tenants' users are ignored. Features call this; it is not an endpoint.
 */
export async function notify(ctx: TenantContext, userIds: string[], content: NotificationContent, siteOrigin: string): Promise<number> {
  const { payload, tenant } = ctx;
  const { docs: users } = await payload.find({
    collection: 'users',
    where: { and: [{ tenant: { equals: tenant.id } }, { id: { in: [...new Set(userIds)] } }] },
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
      await sendMail({ to: user.email, subject: `${tenant.siteName}: ${content.title}`, text: `${content.message}${link}` });
    }
  }
  return users.length;
}
