import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import type { TenantContext } from '../context';
import { commerceProviderOrRefuse } from '../commerce/commerce-settings';
import type { SiteOwner } from './site-owner';
import { recordPaid } from '../commerce/record-paid';
import { invoiceOfSite } from './invoice-of-site';

/**
 * POST /api/tenants/pay/{id}/confirm: the owner is back from Paymob with its transaction id. The
 * commerce service checks it with Paymob (this site's, this owner's, paid in full, at most five
 * minutes old); the payment is then recorded unless the gateway's callback already did.
 */
export async function confirmInvoicePayment(ctx: TenantContext, owner: SiteOwner, invoiceId: string, transactionId: string): Promise<void> {
  const invoice = await invoiceOfSite(ctx, invoiceId);
  const order = await commerceProviderOrRefuse().confirmInvoiceTransaction({ tenantId: ctx.tenant.id, userId: owner.id, transactionId });
  if (order.invoiceId !== invoice.id || order.tenantId !== ctx.tenant.id) throw new AppError(AppErrorCode.PAYMENT_NOT_CONFIRMED);
  // Recorded only if it is the payment Halaqa priced for this invoice (issue #39).
  if (!(await recordPaid(ctx.payload, order))) throw new AppError(AppErrorCode.PAYMENT_NOT_CONFIRMED);
}
