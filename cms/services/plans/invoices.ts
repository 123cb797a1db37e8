import { PLAN_PRICES, type TBillingCycle, type TPlan } from '@halaqa/shared/plans';
import type { TInvoiceKind } from '@halaqa/shared/subscription-terms';
import { sql } from '@payloadcms/db-postgres';
import type { Invoice } from '../../payload-types';
import type { TenantContext, TenantScope } from '../context';
import { findInTenant } from '../find-in-tenant';
import { tenantDb } from '../tenant-db';
import type { InTransaction } from '../unit-of-work';

export interface NewInvoice {
  kind: TInvoiceKind;
  plan: TPlan;
  cycle: TBillingCycle;
  /** A renewal's period; a purchase's period starts when it is paid. */
  period?: { start: Date; end: Date };
  dueAt: Date;
}

/**
 * Writes an open invoice for the plan's list price in the cycle, numbered from the platform's
 * sequence (HQ-000042). In the context's transaction when it has one.
 */
export async function createInvoice(ctx: TenantScope, invoice: NewInvoice): Promise<Invoice> {
  const db = tenantDb(ctx);
  const { rows } = await db.execute(sql`SELECT nextval('invoice_number_seq') AS n`, { platformWide: "one sequence numbers every site's invoices; it holds no site's rows" });
  const number = `HQ-${String((rows[0] as { n: string | number }).n).padStart(6, '0')}`;
  return db.create({
    collection: 'invoices',
    data: {
      number,
      kind: invoice.kind,
      plan: invoice.plan,
      cycle: invoice.cycle,
      amount: PLAN_PRICES[invoice.plan][invoice.cycle] * 100,
      status: 'open',
      periodStart: invoice.period?.start.toISOString() ?? null,
      periodEnd: invoice.period?.end.toISOString() ?? null,
      dueAt: invoice.dueAt.toISOString(),
    },
  });
}

/** Voids the site's open invoices (of one kind, or all): the plan or the period they bill changed. */
export async function voidOpenInvoices(tx: InTransaction<TenantScope>, kind?: TInvoiceKind): Promise<void> {
  await tenantDb(tx).update({
    collection: 'invoices',
    where: { and: [{ status: { equals: 'open' } }, ...(kind ? [{ kind: { equals: kind } }] : [])] },
    data: { status: 'void' },
  });
}

/** The site's invoices, newest first (the subscription page lists them with their receipts). */
export async function invoicesOf(ctx: TenantScope, limit = 50): Promise<Invoice[]> {
  const { docs } = await tenantDb(ctx).find({ collection: 'invoices', sort: '-createdAt', limit });
  return docs;
}

/** A paid invoice of the site (the only kind with a receipt); anything else, another site's included, is "not found". */
export async function paidInvoiceOf(ctx: TenantContext, invoiceId: string): Promise<Invoice> {
  return findInTenant(ctx, 'invoices', [{ id: { equals: invoiceId } }, { status: { equals: 'paid' } }]);
}
