import type { CollectionConfig } from 'payload';
import { noOne } from '../access/noOne';

/** Who follows whom, within one tenant (platform-core §4). Written only by services/users/follow. */
export const Follows: CollectionConfig = {
  slug: 'follows',
  admin: { hidden: true },
  access: { create: noOne, read: noOne, update: noOne, delete: noOne },
  indexes: [{ fields: ['follower', 'followed'], unique: true }],
  fields: [
    { name: 'tenant', type: 'relationship', relationTo: 'tenants', required: true, index: true },
    { name: 'follower', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'followed', type: 'relationship', relationTo: 'users', required: true, index: true },
  ],
};
