import { LANGUAGES } from '@halaqa/shared/i18n/languages';
import { PRICE_UNITS } from '@halaqa/shared/schemas/courses';
import type { Field } from 'payload';
import { privateCollection } from '../learning/private-collection';

const lineFields: Field[] = [
  { name: 'course', type: 'text', required: true, admin: { description: 'The course id (no relation: the record outlives the course).' } },
  { name: 'price', type: 'number', required: true, min: 0, admin: { description: 'Piastres.' } },
  { name: 'per', type: 'select', required: true, options: [...PRICE_UNITS] },
];

/**
 * What Halaqa priced for one checkout (issue #39): written before the commerce service is asked
 * for the cart, and carried in the cart's metadata by its id. A payment is recorded only when the
 * commerce service's order matches it exactly (shared/src/payment-match.ts); the order's own
 * lines and metadata, which Medusa's store API once let any key holder rewrite, are never trusted
 * alone. Never changed after the cart is known; amounts in piastres.
 */
export const PricedCheckouts = privateCollection('priced-checkouts', [
  { name: 'kind', type: 'select', required: true, options: ['courses', 'invoice'] },
  { name: 'buyer', type: 'text', required: true, admin: { description: 'The buyer’s user id.' } },
  { name: 'cartId', type: 'text', unique: true, admin: { description: 'Medusa’s cart, once its checkout answered.' } },
  { name: 'currency', type: 'select', required: true, defaultValue: 'egp', options: ['egp'] },
  { name: 'total', type: 'number', required: true, min: 0, admin: { description: 'Piastres.' } },
  { name: 'lines', type: 'array', fields: lineFields },
  { name: 'invoice', type: 'text', admin: { description: 'The plan invoice priced (kind invoice).' } },
  // The page's language at checkout, which the order's mails are written in (issue #44, item 3).
  { name: 'language', type: 'select', options: [...LANGUAGES] },
]);
