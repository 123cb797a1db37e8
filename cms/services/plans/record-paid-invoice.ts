import { periodEndFrom } from '@halaqa/shared/subscription-terms';
import { sql } from '@payloadcms/db-postgres';
import type { Payload, PayloadRequest } from 'payload';
import type { Invoice } from '../../payload-types';
import type { PaidOrder } from '../commerce/commerce-provider';
import { recordOnce } from '../commerce/record-once';
import { sqlDatabaseOf } from '../sql-database';
import { tenantDb } from '../tenant-db';
import { withTransaction } from '../transaction';
import { idOnlyContext } from './id-only-context';
import { subscriptionOf } from './plan-of-tenant';
import { queueSubscriptionNotice } from './subscription-notices';

/**
 * Records that a plan invoice was paid, once, whichever messenger brings the payment first (the
 * gateway's callback, the owner's return, Medusa's event; the same contract as recordPaidOrder):
 * the invoice is marked paid with its order and transaction, the site moves to the invoice's plan
 * for the period paid, and the owner's receipt notice is queued, all in one transaction.
 *
 * The period: a renewal paid before its site expired continues from where the last one ended
 * (grace days included); anything else starts when it was paid.
 */
export async function recordPaidInvoice(payload: Payload, order: PaidOrder & { invoiceId: string }, alsoInTransaction?: (req: PayloadRequest) => Promise<void>): Promise<void> {
  await recordOnce(() => recordIfNew(payload, order, alsoInTransaction), alsoInTransaction !== undefined);
}

async function recordIfNew(payload: Payload, order: PaidOrder & { invoiceId: string }, alsoInTransaction?: (req: PayloadRequest) => Promise<void>): Promise<void> {
  await withTransaction(payload, async (req) => {
    await alsoInTransaction?.(req);
    // The site the order names. Its own row (tenants, which tenantDb cannot scope) is read and
    // written directly; its invoices through tenantDb.
    const db = tenantDb({ ...idOnlyContext(payload, order.tenantId), req });
    const database = await sqlDatabaseOf(payload, req);
    // The site's row first, then the invoice, both locked: payments and plan changes of one site
    // take turns (subscription-changes.ts locks in the same order).
    const tenantRows = await database.execute(sql`SELECT plan, subscription_period_end FROM tenants WHERE id = ${order.tenantId} FOR UPDATE`);
    const tenant = tenantRows.rows[0] as { plan: string; subscription_period_end: string | Date | null } | undefined;
    const invoiceRows = await db.execute(sql`SELECT id FROM invoices WHERE id = ${order.invoiceId} AND tenant_id = ${order.tenantId} FOR UPDATE`);
    const invoice = invoiceRows.rows[0] ? await db.findById({ collection: 'invoices', id: order.invoiceId }) : null;
    if (!tenant || !invoice) {
      payload.logger.error({ tenantId: order.tenantId, orderId: order.orderId }, `paid order ${order.orderId} names invoice ${order.invoiceId} of site ${order.tenantId}, which does not exist: refund it in Paymob`);
      return;
    }
    if (invoice.orderId === order.orderId) return;
    if (invoice.status === 'paid') {
      // Two carts for one invoice both paid (two tabs): the first counts; the operator refunds the other.
      payload.logger.error({ tenantId: order.tenantId, orderId: order.orderId }, `invoice ${invoice.number} was paid twice: order ${order.orderId} (transaction ${order.transactionId}) is to be refunded`);
      return;
    }
    const paidAt = new Date(order.paidAt);
    const start = periodStartOf(invoice, tenant, paidAt);
    const end = periodEndFrom(start, invoice.cycle);
    // A void invoice paid anyway (the owner paid just as they changed plan) still buys what it
    // says; whatever else was open for the site is replaced by it.
    await db.update({
      collection: 'invoices',
      where: { and: [{ status: { equals: 'open' } }, { id: { not_equals: invoice.id } }] },
      data: { status: 'void' },
    });
    await db.update({
      collection: 'invoices',
      id: invoice.id,
      data: { status: 'paid', paidAt: paidAt.toISOString(), orderId: order.orderId, transactionId: order.transactionId, periodStart: start.toISOString(), periodEnd: end.toISOString() },
    });
    await payload.update({
      collection: 'tenants',
      id: order.tenantId,
      data: { plan: invoice.plan, subscription: { periodEnd: end.toISOString(), cycle: invoice.cycle, pendingPlan: null, pendingCycle: null, cancelAtPeriodEnd: false } },
      depth: 0,
      overrideAccess: true,
      req,
    });
    await queueSubscriptionNotice({ tenantId: order.tenantId, kind: 'paid', invoiceId: invoice.id }, req);
  });
}

function periodStartOf(invoice: Invoice, tenant: { plan: string; subscription_period_end: string | Date | null }, paidAt: Date): Date {
  if (invoice.kind !== 'renewal' || !invoice.periodStart) return paidAt;
  const current = subscriptionOf({ plan: tenant.plan, subscription: { periodEnd: tenant.subscription_period_end } }, paidAt);
  return current.state === 'expired' ? paidAt : new Date(invoice.periodStart);
}
