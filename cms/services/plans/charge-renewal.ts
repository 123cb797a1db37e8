import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import { sql } from '@payloadcms/db-postgres';
import { commerceProvider } from '../commerce/commerce-settings';
import { PAYMOB_CALLBACK_PATH } from '../commerce/paymob-callback-path';
import { findInTenantOrNull } from '../find-in-tenant';
import { defineJob } from '../jobs/job-queue';
import { jobTenantContext } from '../jobs/job-tenant';
import { RETRY_BRIEFLY } from '../jobs/retry-schedules';
import { sqlDatabaseOf } from '../sql-database';
import { siteOriginOf } from '../tenants/site-origin';
import { transaction } from '../unit-of-work';
import { recordPaid } from '../commerce/record-paid';
import { withPricedCheckout } from '../commerce/priced-checkout';
import { invoiceDescription, invoicePricing } from './invoice-pricing';
import { queueSubscriptionNotice } from './subscription-notices';

interface ChargeRenewalJob {
  tenantId: string;
  invoiceId: string;
}

/**
 * Automatic renewal (issue #12): the renewal invoice is charged to the owner's saved card, with no
 * one present (a merchant-initiated payment through the commerce service). Paid, it is recorded
 * like any payment (the owner gets the receipt mail); declined, the owner is told by mail and
 * can pay it on the subscription page, the plan kept through the grace period. The renewal pass
 * sends this job at most once a day per invoice; an invoice already paid or void is left alone,
 * and a transport failure is retried by the queue (the commerce service refuses a second charge
 * of a paid invoice).
 */
export const chargeRenewalJob = defineJob<ChargeRenewalJob>(
  'charge-renewal',
  // Tried briefly: the renewal pass charges again a day later (and the owner can pay by hand).
  { batchSize: 5, retry: RETRY_BRIEFLY, expireInSeconds: 300 },
  async ({ tenantId, invoiceId }, { payload, log }) => {
  const ctx = await jobTenantContext(payload, tenantId);
  const provider = commerceProvider();
  if (!ctx || !provider) return;
  const invoice = await findInTenantOrNull(ctx, 'invoices', [{ id: { equals: invoiceId } }, { status: { equals: 'open' } }]);
  if (!invoice) return;
  const database = await sqlDatabaseOf(ctx.payload);
  const { rows } = await database.execute(sql`
    SELECT t.subscription_card_token AS card, u.id AS owner, u.email FROM tenants t JOIN users u ON u.tenant_id = t.id AND u.role_role = 'owner'
    WHERE t.id = ${tenantId} AND t.subscription_renewal = 'automatic' AND t.subscription_card_token IS NOT NULL LIMIT 1`);
  const site = rows[0] as { card: string; owner: string; email: string } | undefined;
  if (!site) return;
  const origin = siteOriginOf(ctx.tenant);
  try {
    const order = await withPricedCheckout(ctx, invoicePricing(invoice, site.owner), (pricingId) =>
      provider.chargeSavedCard({
        tenantId,
        userId: site.owner,
        email: site.email,
        invoiceId: invoice.id,
        description: invoiceDescription(invoice, ctx.tenant.name),
        amount: invoice.amount / 100,
        cardToken: site.card,
        pricingId,
        returnUrl: `${origin}/admin/subscription`,
        notificationUrl: `${origin}${PAYMOB_CALLBACK_PATH}`,
      }),
    );
    await recordPaid(ctx.payload, order);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === AppErrorCode.INVOICE_ALREADY_PAID) return;
    if (error.code === AppErrorCode.PAYMENTS_UNAVAILABLE) {
      // The platform's setup, not the owner's card: nothing to tell them; the invoice stays payable.
      log.error({ err: error.cause ?? error, invoice: invoice.number }, 'automatic renewal is unavailable');
      return;
    }
    await transaction(ctx, (tx) => queueSubscriptionNotice({ tenantId, kind: 'charge-failed', invoiceId: invoice.id, periodEnd: invoice.periodStart ?? undefined }, tx.req));
  }
  },
);
