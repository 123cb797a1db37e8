import { LANGUAGES } from '@halaqa/shared/i18n/languages';
import { PRICE_UNITS } from '@halaqa/shared/schemas/courses';
import type { Field } from 'payload';
import { privateCollection } from '../learning/private-collection';

/**
 * A paid order as Halaqa records it (issue #11), once per Medusa order: the unique `orderId` is
 * what makes the gateway's callback, the buyer's return and Medusa's event record it only once.
 * Amounts in piastres. Medusa keeps the commerce side (cart, payment, refund); this row is what
 * the site's own features (access, earnings, receipts, refunds by the owner) work from. A
 * financial record outlives the buyer and the courses it names, so it keeps their names.
 */
const lineFields: Field[] = [
  // Null once the course is deleted: the line keeps its name and price (issue #40, item 1).
  { name: 'course', type: 'relationship', relationTo: 'courses' },
  { name: 'courseName', type: 'text' },
  { name: 'price', type: 'number', required: true, min: 0, admin: { description: 'Piastres.' } },
  { name: 'per', type: 'select', required: true, options: [...PRICE_UNITS] },
];

export const Orders = privateCollection(
  'orders',
  [
    { name: 'orderId', type: 'text', required: true, unique: true },
    // The site's own sequence, what the buyer sees (R-000042): services/commerce/order-number.
    { name: 'number', type: 'number', required: true, min: 1 },
    { name: 'cartId', type: 'text', required: true },
    // The buyer, null once their account is deleted: the order keeps who paid (issue #40, item 1).
    { name: 'user', type: 'relationship', relationTo: 'users', index: true },
    { name: 'buyerName', type: 'text' },
    { name: 'buyerEmail', type: 'text' },
    // The language the buyer bought in: their payment, receipt and refund mails are in it (issue #44).
    { name: 'language', type: 'select', options: [...LANGUAGES] },
    { name: 'transactionId', type: 'text', required: true },
    { name: 'total', type: 'number', required: true, min: 0, admin: { description: 'Piastres.' } },
    { name: 'lines', type: 'array', required: true, minRows: 1, fields: lineFields },
    // refund-requested: the owner asked, access ended, the gateway's refund is the order-refund job's.
    { name: 'status', type: 'select', required: true, defaultValue: 'paid', options: ['paid', 'refund-requested', 'refunded'] },
    { name: 'paidAt', type: 'date', required: true },
    { name: 'refundRequestedAt', type: 'date' },
    // Piastres the owner has refunded so far, decided under the order's lock (issue #44, item 5):
    // a partial refund keeps the status `paid`; the refund that reaches the total ends the access.
    { name: 'refunded', type: 'number', required: true, defaultValue: 0, min: 0, admin: { description: 'Piastres.' } },
    // Piastres the gateway has refunded, recorded by the order-refund job; below `refunded` while one is under way.
    { name: 'refundConfirmed', type: 'number', required: true, defaultValue: 0, min: 0, admin: { description: 'Piastres.' } },
    { name: 'refundedAt', type: 'date' },
    // Set by the fulfilment job in the transaction that registers the buyer, so a rerun does nothing.
    { name: 'fulfilledAt', type: 'date' },
  ],
  [{ fields: ['tenant', 'number'], unique: true }],
);

/**
 * Each event Medusa sent the site (POST /api/commerce/events), by its id, so a redelivered event
 * is acknowledged and does nothing. Written in the same transaction as what the event caused.
 */
export const CommerceEvents = privateCollection('commerce-events', [
  { name: 'eventId', type: 'text', required: true, unique: true },
  { name: 'type', type: 'text', required: true },
]);
