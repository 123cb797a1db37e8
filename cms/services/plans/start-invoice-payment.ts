import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import type { TenantContext } from '../context';
import { PAYMOB_CALLBACK_PATH } from '../commerce/paymob-callback-path';
import { commerceProviderOrRefuse } from '../commerce/commerce-settings';
import { siteOriginOf } from '../tenants/site-origin';
import type { SiteOwner } from './site-owner';
import { withPricedCheckout } from '../commerce/priced-checkout';
import { invoiceDescription, invoicePricing } from './invoice-pricing';
import { invoiceOfSite } from './invoice-of-site';

/** Where Paymob returns the owner: the subscription page, which confirms the payment. */
export const INVOICE_RETURN_PATH = '/admin/subscription';

/**
 * POST /api/tenants/pay/{id}: the owner pays an open invoice of their site through the
 * platform's Paymob account (a cart of the commerce service that belongs to no site). `plan` is
 * what the owner saw: an invoice for another plan (replaced while the page was open) is refused.
 */
export async function startInvoicePayment(ctx: TenantContext, owner: SiteOwner, invoiceId: string, plan: string): Promise<{ redirectUrl: string }> {
  const invoice = await invoiceOfSite(ctx, invoiceId);
  if (invoice.status === 'paid') throw new AppError(AppErrorCode.INVOICE_ALREADY_PAID);
  if (invoice.status === 'void') throw new AppError(AppErrorCode.INVOICE_VOID);
  if (invoice.plan !== plan) throw new AppError(AppErrorCode.CONFLICT, { messageKey: 'errors.invoicePlanMismatch' });
  const origin = siteOriginOf(ctx.tenant);
  const provider = commerceProviderOrRefuse();
  const { redirectUrl } = await withPricedCheckout(ctx, invoicePricing(invoice, owner.id), (pricingId) =>
    provider.checkoutInvoice({
      tenantId: ctx.tenant.id,
      userId: owner.id,
      email: owner.email,
      invoiceId: invoice.id,
      description: invoiceDescription(invoice, ctx.tenant.name),
      amount: invoice.amount / 100,
      pricingId,
      returnUrl: `${origin}${INVOICE_RETURN_PATH}?invoice=${invoice.id}`,
      notificationUrl: `${origin}${PAYMOB_CALLBACK_PATH}`,
    }),
  );
  return { redirectUrl };
}
