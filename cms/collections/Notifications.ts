import type { CollectionConfig } from 'payload';
import { tenantField } from '../fields/tenant-field';
import { noOne } from '../access/noOne';

/**
 * A message for one user (platform-core §3). Its `createdAt` is the notification's timestamp.
 * Written by services/notifications; read through GET /api/users/notifications.
 *
 * A batch (issue #14, services/notifications/notify-managers.ts) is one notification that the
 * events of one kind, course and clock hour update: `batchKey` names it, unique per recipient
 * (two events at once cannot make two rows), `batchEvents` holds the events counted (a repeated
 * event counts once), `batchMailedAt` when its one mail went out. Plain notifications leave
 * them empty.
 */
export const Notifications: CollectionConfig = {
  slug: 'notifications',
  admin: { hidden: true },
  access: { create: noOne, read: noOne, update: noOne, delete: noOne },
  indexes: [{ fields: ['user', 'createdAt'] }, { fields: ['user', 'batchKey'], unique: true }],
  fields: [
    tenantField(),
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'title', type: 'text', required: true },
    { name: 'message', type: 'textarea', required: true },
    { name: 'link', type: 'text' },
    { name: 'read', type: 'checkbox', defaultValue: false, index: true },
    { name: 'batchKey', type: 'text' },
    { name: 'batchEvents', type: 'json' },
    { name: 'batchMailedAt', type: 'date' },
  ],
};
