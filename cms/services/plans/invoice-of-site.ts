import type { Invoice } from '../../payload-types';
import type { TenantContext } from '../context';
import { findInTenant } from '../find-in-tenant';

export async function invoiceOfSite(ctx: TenantContext, invoiceId: string): Promise<Invoice> {
  // Another site's invoice is "not found", exactly like one that does not exist.
  return findInTenant(ctx, 'invoices', [{ id: { equals: invoiceId } }]);
}
