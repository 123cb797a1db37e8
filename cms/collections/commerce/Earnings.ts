import { PLANS } from '@halaqa/shared/plans';
import { privateCollection } from '../learning/private-collection';

/**
 * What a trainer earned from one paid order line (issue #11): the sale minus the platform's
 * commission for the site's plan at the time, in piastres. One row per (order, course), so an
 * order recorded twice earns once; a full refund marks its rows reversed, a partial one takes back
 * its share of each (`earningRefunded`). The row outlives its
 * trainer's account and its course (their relations become null): it keeps both names.
 */
export const Earnings = privateCollection(
  'earnings',
  [
    { name: 'beneficiary', type: 'relationship', relationTo: 'users', index: true },
    { name: 'beneficiaryName', type: 'text' },
    { name: 'course', type: 'relationship', relationTo: 'courses', index: true },
    { name: 'courseName', type: 'text' },
    { name: 'orderId', type: 'text', required: true, index: true },
    { name: 'gross', type: 'number', required: true, min: 0 },
    { name: 'commission', type: 'number', required: true, min: 0 },
    { name: 'earning', type: 'number', required: true, min: 0 },
    { name: 'plan', type: 'select', required: true, options: [...PLANS] },
    { name: 'reversedAt', type: 'date' },
    // The part of `earning` partial refunds took back, in proportion to the order's refunded share (issue #44, item 5).
    { name: 'earningRefunded', type: 'number', required: true, defaultValue: 0, min: 0 },
  ],
  [{ fields: ['orderId', 'course'], unique: true }],
);
