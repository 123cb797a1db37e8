import type { CollectionConfig } from 'payload';
import { tenantField } from '../fields/tenant-field';
import { noOne } from '../access/noOne';

/** Who follows whom, within one tenant (platform-core §4). Written only by services/users/follow. */
export const Follows: CollectionConfig = {
  slug: 'follows',
  admin: { hidden: true },
  access: { create: noOne, read: noOne, update: noOne, delete: noOne },
  indexes: [{ fields: ['follower', 'followed'], unique: true }],
  fields: [
    tenantField(),
    { name: 'follower', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'followed', type: 'relationship', relationTo: 'users', required: true, index: true },
  ],
};
