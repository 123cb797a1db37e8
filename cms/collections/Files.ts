import type { CollectionConfig } from 'payload';
import { tenantField } from '../fields/tenant-field';
import { noOne } from '../access/noOne';
import { storageWithinPlan } from '../services/plans/plan-limit-hooks';
import { FILE_VISIBILITIES } from '@halaqa/shared/file-keys';

/**
 * Uploaded files of a tenant: the key the contract uses, who uploaded it and what it really is.
 * The bytes live in the file store (services/files/file-store.ts) under the tenant's id.
 */
export const Files: CollectionConfig = {
  slug: 'files',
  admin: { hidden: true },
  access: { create: noOne, read: noOne, update: noOne, delete: noOne },
  indexes: [{ fields: ['tenant', 'key'], unique: true }],
  hooks: { beforeChange: [storageWithinPlan] },
  fields: [
    tenantField(),
    { name: 'key', type: 'text', required: true },
    { name: 'visibility', type: 'select', required: true, options: [...FILE_VISIBILITIES] },
    // Null once the uploader's account is deleted: their private files go with it, public ones
    // (course images, lesson videos) stay where they are used (services/users/delete-user.ts).
    { name: 'owner', type: 'relationship', relationTo: 'users' },
    { name: 'contentType', type: 'text', required: true },
    { name: 'size', type: 'number', required: true },
    // A video's (or audio's) length in seconds, read from its bytes at upload; null when they do
    // not say. A lesson's saved position is checked against it (courses/progress/video-position).
    { name: 'duration', type: 'number' },
  ],
};
