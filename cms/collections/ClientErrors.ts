import type { CollectionConfig } from 'payload';
import { tenantField } from '../fields/tenant-field';
import { isAdminOrOwner, sameTenantAsUser, sessionUserOf } from '../access/staff';
import { noOne } from '../access/noOne';

/**
 * Uncaught errors and unhandled rejections reported by visitors' browsers
 * (POST /api/log-client-error), kept per tenant so the owner can see what breaks on their site.
 */
export const ClientErrors: CollectionConfig = {
  slug: 'client-errors',
  admin: { useAsTitle: 'message', defaultColumns: ['message', 'location', 'createdAt'], group: 'Site health' },
  access: {
    create: noOne,
    update: noOne,
    read: (args) => {
      const user = sessionUserOf(args.req);
      return user && isAdminOrOwner(user) ? sameTenantAsUser(args) : false;
    },
    delete: (args) => {
      const user = sessionUserOf(args.req);
      return user && isAdminOrOwner(user) ? sameTenantAsUser(args) : false;
    },
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
