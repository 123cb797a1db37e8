import type { CollectionConfig } from 'payload';
import { tenantField } from '../fields/tenant-field';
import { noOne } from '../access/noOne';

/**
 * Sign-in sessions (the Lucia design). The cookie holds a random token; only its SHA-256 is
 * stored here, so a leaked table cannot be replayed. A session belongs to one user of one tenant.
 */
export const Sessions: CollectionConfig = {
  slug: 'sessions',
  admin: { hidden: true },
  access: { create: noOne, read: noOne, update: noOne, delete: noOne },
  fields: [
    tenantField(),
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'tokenHash', type: 'text', required: true, unique: true, index: true },
    { name: 'expiresAt', type: 'date', required: true },
    { name: 'lastSeenAt', type: 'date', required: true },
    { name: 'userAgent', type: 'text' },
    { name: 'ip', type: 'text' },
  ],
};
