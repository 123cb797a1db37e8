import { z } from 'zod';
import { AppErrorCode } from '../errors';
import { type ApiCall, ZTrueReply } from './common';

/** The signed-in user's notifications (the bell). */

/** A notification as the contract shows it (cms/services/notifications/notification-shape.ts). */
export const ZNotification = z
  .object({
    id: z.string(),
    title: z.string(),
    message: z.string(),
    link: z.string().meta({ description: 'A path on the site the notification leads to, or empty.' }),
    timestamp: z.iso.datetime().meta({ description: 'When it was created.' }),
    unread: z.boolean(),
    isread: z.object({ read: z.boolean() }).meta({ description: 'The same fact as `unread`, in the spec’s second shape.' }),
  })
  .meta({ id: 'Notification' });

export const NOTIFICATION_CALLS: readonly ApiCall[] = [
  {
    method: 'get',
    path: '/api/users/notifications',
    summary: 'Signed-in users: their notifications, newest first (at most 200).',
    reply: z.array(ZNotification),
    failures: [AppErrorCode.NOT_SIGNED_IN],
  },
  {
    method: 'put',
    path: '/api/users/notifications/read',
    summary: 'Signed-in users: marks every one of their notifications read.',
    reply: ZTrueReply,
    failures: [AppErrorCode.NOT_SIGNED_IN],
  },
];
