import { BILLING_CYCLES, PLANS } from '@halaqa/shared/plans';
import { INVOICE_KINDS, INVOICE_STATUSES } from '@halaqa/shared/subscription-terms';
import type { CollectionConfig } from 'payload';
import { noOne } from '../../access/noOne';
import { platformOperators } from '../../access/platform-operators';
import { tenantField } from '../../fields/tenant-field';

/**
 * What a site owes the platform for its plan (issue #12): one invoice per paid period, made when
 * the owner buys a plan or by the renewal job before a period ends, paid through the platform's
 * Paymob account (via the commerce service) and then given a receipt. Only the platform writes
 * them (cms/services/plans/); operators read them in the admin, owners on their subscription page.
 */
export const Invoices: CollectionConfig = {
  slug: 'invoices',
  admin: {
    group: 'Platform',
    useAsTitle: 'number',
    defaultColumns: ['number', 'tenant', 'plan', 'cycle', 'amount', 'status', 'createdAt'],
    hidden: ({ user }) => (user as { platformOperator?: boolean } | null)?.platformOperator !== true,
  },
  access: { read: platformOperators, create: noOne, update: noOne, delete: noOne },
  fields: [
    tenantField({ admin: { readOnly: true } }),
    // HQ-000042: from a sequence, so numbers are unique and in order across the platform.
    { name: 'number', type: 'text', required: true, unique: true },
    { name: 'kind', type: 'select', required: true, options: [...INVOICE_KINDS] },
    { name: 'plan', type: 'select', required: true, options: [...PLANS] },
    { name: 'cycle', type: 'select', required: true, options: [...BILLING_CYCLES] },
    { name: 'amount', type: 'number', required: true, min: 1, admin: { description: 'Piastres (100 = 1 EGP).' } },
    { name: 'status', type: 'select', required: true, defaultValue: 'open', index: true, options: [...INVOICE_STATUSES] },
    // The period a renewal pays for; a purchase's period starts when it is paid.
    { name: 'periodStart', type: 'date' },
    { name: 'periodEnd', type: 'date' },
    { name: 'dueAt', type: 'date', required: true },
    { name: 'paidAt', type: 'date' },
    // The commerce service's order and Paymob's transaction that paid it.
    { name: 'orderId', type: 'text', unique: true },
    { name: 'transactionId', type: 'text' },
    // The last automatic charge of the saved card for it (once a day at most, so a declined card
    // is not charged every quarter hour).
    { name: 'chargeAttemptedAt', type: 'date' },
  ],
};
