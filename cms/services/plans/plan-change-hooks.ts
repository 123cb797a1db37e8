import { normaliseTenantHost } from '@halaqa/shared/tenant-host';
import { APIError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook } from 'payload';
import { sessionUserOf } from '../../access/staff';
import { idOf } from '../context';
import { idOnlyContext } from './id-only-context';
import { voidOpenInvoices } from './invoices';

/**
 * Before a plan change is recorded: the site is found by its domain (the operator types it; a
 * relationship picker would list only the operator's own site), and the plan it leaves and who
 * made the change are written by the platform, whatever was sent.
 */
export const resolvePlanChange: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data;
  const domain = normaliseTenantHost(typeof data.domain === 'string' ? data.domain : undefined);
  // Any site, on purpose: a plan change is the platform's, and only platform operators (or the
  // CLI) may create one (the collection's access); the domain names the one site it is for.
  const found = domain ? await req.payload.find({ collection: 'tenants', where: { 'domains.domain': { equals: domain } }, limit: 1, pagination: false, depth: 0, overrideAccess: true, req }) : null;
  const tenant = found?.docs[0];
  if (!tenant) throw new APIError(`No site has the domain ${String(data.domain ?? '')}.`, 400, undefined, true);
  const user = sessionUserOf(req) as { email?: string } | null;
  return { ...data, domain, tenant: tenant.id, previousPlan: tenant.plan, by: user?.email ?? String(data.by ?? 'halaqa (CLI)') };
};

/**
 * The site moves to the plan in the same transaction as the record of the change. A plan the
 * operator sets is not billed: a paid subscription the site had ends (no renewal, no expiry) and
 * its open invoices are void.
 */
export const applyPlanChange: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc;
  const tenantId = idOf(doc.tenant)!;
  // The one site resolvePlanChange found by its domain; tenants' plans are closed to everyone else.
  await req.payload.update({
    collection: 'tenants',
    id: tenantId,
    data: { plan: doc.plan, subscription: { periodEnd: null, cycle: null, pendingPlan: null, pendingCycle: null, cancelAtPeriodEnd: false } },
    depth: 0,
    overrideAccess: true,
    req,
  });
  await voidOpenInvoices({ ...idOnlyContext(req.payload, tenantId), req });
  return doc;
};
