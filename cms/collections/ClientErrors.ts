import type { CollectionConfig } from 'payload';
import { tenantField } from '../fields/tenant-field';
import { siteDocumentsWithRight } from '../access/staff';
import { noOne } from '../access/noOne';
import { collectionLabels, inEveryLanguage } from './admin-labels';

/**
 * Uncaught errors and unhandled rejections reported by visitors' browsers
 * (POST /api/log-client-error), kept per tenant so the owner can see what breaks on their site.
 */
export const ClientErrors: CollectionConfig = {
  slug: 'client-errors',
  labels: collectionLabels('clientErrors'),
  admin: { useAsTitle: 'message', defaultColumns: ['message', 'location', 'createdAt'], group: inEveryLanguage((messages) => messages.editorsAdmin.siteHealth) },
  access: {
    create: noOne,
    update: noOne,
    // Site health belongs with the site's settings (the same right as POST /api/settings/*).
    read: siteDocumentsWithRight('modify-settings'),
    delete: siteDocumentsWithRight('modify-settings'),
  },
  fields: [
    tenantField({ admin: { readOnly: true } }),
    { name: 'message', type: 'text', required: true },
    { name: 'source', type: 'text' },
    { name: 'lineno', type: 'number' },
    { name: 'colno', type: 'number' },
    { name: 'stack', type: 'textarea' },
    { name: 'userAgent', type: 'text' },
    { name: 'location', type: 'text' },
    { name: 'user', type: 'relationship', relationTo: 'users' },
  ],
};
