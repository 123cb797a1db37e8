import type { Notification } from '../../payload-types';

/** A notification as the contract shows it (platform-core §3): both `unread` and `isread.read`. */
export function toPublicNotification(notification: Notification) {
  return {
    id: notification.id,
    title: notification.title,
    message: notification.message,
    link: notification.link ?? '',
    timestamp: notification.createdAt,
    unread: !notification.read,
    isread: { read: Boolean(notification.read) },
  };
}
