import { PLANS } from '@halaqa/shared/plans';
import type { CollectionConfig } from 'payload';
import { noOne } from '../../access/noOne';
import { platformOperators } from '../../access/platform-operators';
import { tenantField } from '../../fields/tenant-field';
import { applyPlanChange, resolvePlanChange } from '../../services/plans/plan-change-hooks';

/**
 * The platform operator puts a site on a plan without payment (a comped plan, a partner, a test;
 * issue #12): each change is a record here, made in the Payload admin by a platform operator or
 * by `halaqa tenant plan`, and the site moves to the plan in the same transaction. The records are
 * the history of who changed which site's plan and why; none is edited or deleted.
 */
export const PlanChanges: CollectionConfig = {
  slug: 'plan-changes',
  admin: {
    group: 'Platform',
    useAsTitle: 'domain',
    defaultColumns: ['domain', 'previousPlan', 'plan', 'by', 'createdAt'],
    hidden: ({ user }) => (user as { platformOperator?: boolean } | null)?.platformOperator !== true,
  },
  access: { read: platformOperators, create: platformOperators, update: noOne, delete: noOne },
  hooks: { beforeChange: [resolvePlanChange], afterChange: [applyPlanChange] },
  fields: [
    { name: 'domain', type: 'text', required: true, admin: { description: 'One of the site’s domains, e.g. acme.localhost.' } },
    { name: 'plan', type: 'select', required: true, options: [...PLANS] },
    { name: 'note', type: 'textarea', admin: { description: 'Why: a comped plan, a partner, a test.' } },
    tenantField({ required: false, admin: { readOnly: true } }),
    { name: 'previousPlan', type: 'select', options: [...PLANS], admin: { readOnly: true } },
    { name: 'by', type: 'text', admin: { readOnly: true } },
  ],
};
