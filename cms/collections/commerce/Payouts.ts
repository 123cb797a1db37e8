import { PAYOUT_STATUSES } from '@halaqa/shared/payouts';
import type { CollectionConfig, Field, FieldAccess } from 'payload';
import { noOne } from '../../access/noOne';
import { platformOperators } from '../../access/platform-operators';
import { tenantField } from '../../fields/tenant-field';
import { notifyPayoutDecision, recordPayoutDecision } from '../../services/earnings/payout-decision-hooks';
import { privateCollection } from '../learning/private-collection';

const never: FieldAccess = () => false;

/** How a trainer is paid, as they confirmed it (the spec's checkbox); copied onto each payout. */
const methodFields: Field[] = [
  { name: 'kind', type: 'select', required: true, options: ['wallet', 'bank'] },
  { name: 'walletNumber', type: 'text' },
  { name: 'bankName', type: 'text' },
  { name: 'accountHolder', type: 'text' },
  { name: 'accountNumber', type: 'text' },
];

/**
 * One payout method per trainer, which only the trainer sets (PUT /api/teacher/payout-method).
 * Personal details: deleted with the account (ON DELETE CASCADE, migration
 * 20261202_170545_financial_records_outlive_people); each payout keeps its own copy.
 */
export const PayoutMethods = privateCollection(
  'payout-methods',
  [{ name: 'user', type: 'relationship', relationTo: 'users', required: true, unique: true }, ...methodFields, { name: 'confirmedAt', type: 'date', required: true }],
);

/**
 * A trainer's request to be paid part of their balance (issue #11). The trainer asks on the site;
 * the platform operator pays the money outside Halaqa and marks it paid, or rejects it (its amount
 * returns to the balance), here in the admin or with `halaqa payouts pay|reject`. Both ways go
 * through the same hooks, which allow only pending → paid | rejected, append the change to the
 * history and tell the trainer. Nothing else of a payout can be changed, and nobody deletes one:
 * it outlives the trainer's account (beneficiary becomes null) with their name and email.
 */
export const Payouts: CollectionConfig = {
  slug: 'payouts',
  admin: {
    group: 'Platform',
    defaultColumns: ['amountLabel', 'status', 'requestedAt', 'beneficiaryName', 'tenant'],
    hidden: ({ user }) => (user as { platformOperator?: boolean } | null)?.platformOperator !== true,
  },
  access: { read: platformOperators, update: platformOperators, create: noOne, delete: noOne, readVersions: noOne },
  hooks: { beforeChange: [recordPayoutDecision], afterChange: [notifyPayoutDecision] },
  fields: [
    tenantField({ access: { update: never }, admin: { readOnly: true } }),
    { name: 'beneficiary', type: 'relationship', relationTo: 'users', index: true, access: { update: never }, admin: { readOnly: true } },
    { name: 'beneficiaryName', type: 'text', access: { update: never }, admin: { readOnly: true } },
    { name: 'beneficiaryEmail', type: 'text', access: { update: never }, admin: { readOnly: true } },
    { name: 'amount', type: 'number', required: true, min: 1, access: { update: never }, admin: { readOnly: true, description: 'Piastres (100 = 1 EGP).' } },
    {
      name: 'amountLabel',
      type: 'text',
      virtual: true,
      admin: { readOnly: true },
      hooks: { afterRead: [({ siblingData }) => `${((siblingData.amount as number) / 100).toFixed(2)} EGP`] },
    },
    { name: 'status', type: 'select', required: true, defaultValue: 'pending', index: true, options: [...PAYOUT_STATUSES] },
    { name: 'note', type: 'textarea', admin: { description: 'Shown to the trainer with the decision: the transfer reference, or why it was rejected.' } },
    { name: 'method', type: 'group', fields: methodFields, access: { update: never }, admin: { readOnly: true } },
    { name: 'requestedAt', type: 'date', required: true, access: { update: never }, admin: { readOnly: true } },
    {
      name: 'history',
      type: 'array',
      admin: { readOnly: true, description: 'Every change, written by the platform; edits here are ignored.' },
      fields: [
        { name: 'status', type: 'select', required: true, options: [...PAYOUT_STATUSES] },
        { name: 'at', type: 'date', required: true },
        { name: 'by', type: 'text', required: true },
        { name: 'note', type: 'text' },
      ],
    },
  ],
};
