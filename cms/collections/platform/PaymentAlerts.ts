import type { CollectionConfig } from 'payload';
import { noOne } from '../../access/noOne';
import { platformOperators } from '../../access/platform-operators';

/**
 * A payment Halaqa refused to record (issue #39): the commerce service reported an order that is
 * not what Halaqa priced (its lines, amount, buyer, site or invoice differ), or Paymob took money
 * that pays no order at all. Each is refunded in full by a job and kept here for the platform's
 * operators, who read them in the admin; nobody writes them but the services.
 */
export const PaymentAlerts: CollectionConfig = {
  slug: 'payment-alerts',
  admin: {
    group: 'Platform',
    useAsTitle: 'reference',
    defaultColumns: ['reference', 'reason', 'status', 'createdAt'],
    hidden: ({ user }) => (user as { platformOperator?: boolean } | null)?.platformOperator !== true,
  },
  access: { read: platformOperators, create: noOne, update: noOne, delete: noOne },
  fields: [
    { name: 'reference', type: 'text', required: true, unique: true, admin: { description: 'order:{Medusa order id} or transaction:{Paymob transaction id}.' } },
    { name: 'reason', type: 'text', required: true },
    { name: 'tenantId', type: 'text', admin: { description: 'The site the order names (not trusted: it may be why it was refused).' } },
    { name: 'details', type: 'json', admin: { description: 'What the commerce service reported.' } },
    { name: 'status', type: 'select', required: true, defaultValue: 'refund-pending', options: ['refund-pending', 'refunded'] },
    { name: 'refundedAt', type: 'date' },
  ],
};
