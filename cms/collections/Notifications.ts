import type { CollectionConfig } from 'payload';
import { tenantField } from '../fields/tenant-field';
import { noOne } from '../access/noOne';

/**
 * A message for one user (platform-core §3). Its `createdAt` is the notification's timestamp.
 * Written by services/notifications; read through GET /api/users/notifications.
 */
export const Notifications: CollectionConfig = {
  slug: 'notifications',
  admin: { hidden: true },
  access: { create: noOne, read: noOne, update: noOne, delete: noOne },
  indexes: [{ fields: ['user', 'createdAt'] }],
  fields: [
    tenantField(),
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'title', type: 'text', required: true },
    { name: 'message', type: 'textarea', required: true },
    { name: 'link', type: 'text' },
    { name: 'read', type: 'checkbox', defaultValue: false, index: true },
  ],
};
