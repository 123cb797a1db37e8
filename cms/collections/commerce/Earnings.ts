import { PLANS } from '@halaqa/shared/plans';
import { privateCollection } from '../learning/private-collection';

/**
 * What a trainer earned from one paid order line (issue #11): the sale minus the platform's
 * commission for the site's plan at the time, in piastres. One row per (order, course), so an
 * order recorded twice earns once; a refund marks its rows reversed.
 */
export const Earnings = privateCollection(
  'earnings',
  [
    { name: 'beneficiary', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'course', type: 'relationship', relationTo: 'courses', required: true, index: true },
    { name: 'orderId', type: 'text', required: true, index: true },
    { name: 'gross', type: 'number', required: true, min: 0 },
    { name: 'commission', type: 'number', required: true, min: 0 },
    { name: 'earning', type: 'number', required: true, min: 0 },
    { name: 'plan', type: 'select', required: true, options: [...PLANS] },
    { name: 'reversedAt', type: 'date' },
  ],
  [{ fields: ['orderId', 'course'], unique: true }],
);
