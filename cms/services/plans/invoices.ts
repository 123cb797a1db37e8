import { PLAN_PRICES, type TBillingCycle, type TPlan } from '@halaqa/shared/plans';
import type { TInvoiceKind } from '@halaqa/shared/subscription-terms';
import { sql } from '@payloadcms/db-postgres';
import type { Payload, PayloadRequest } from 'payload';
import type { Invoice } from '../../payload-types';
import type { TenantContext } from '../context';
import { findInTenant } from '../find-in-tenant';
import { sqlDatabaseOf } from '../sql-database';

export interface NewInvoice {
  tenantId: string;
  kind: TInvoiceKind;
  plan: TPlan;
  cycle: TBillingCycle;
  /** A renewal's period; a purchase's period starts when it is paid. */
  period?: { start: Date; end: Date };
  dueAt: Date;
}

/**
 * Writes an open invoice for the plan's list price in the cycle, numbered from the platform's
 * sequence (HQ-000042). In the caller's transaction when given its `req`.
 */
export async function createInvoice(payload: Payload, invoice: NewInvoice, req?: PayloadRequest): Promise<Invoice> {
  const database = await sqlDatabaseOf(payload, req);
  const { rows } = await database.execute(sql`SELECT nextval('invoice_number_seq') AS n`);
  const number = `HQ-${String((rows[0] as { n: string | number }).n).padStart(6, '0')}`;
  return payload.create({
    collection: 'invoices',
    data: {
      tenant: invoice.tenantId,
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
    depth: 0,
    // Invoices are the platform's: written only here, for the tenant named above.
    overrideAccess: true,
    req,
  });
}

/** Voids the site's open invoices (of one kind, or all): the plan or the period they bill changed. */
export async function voidOpenInvoices(payload: Payload, tenantId: string, req: PayloadRequest, kind?: TInvoiceKind): Promise<void> {
  await payload.update({
    collection: 'invoices',
    where: { and: [{ tenant: { equals: tenantId } }, { status: { equals: 'open' } }, ...(kind ? [{ kind: { equals: kind } }] : [])] },
    data: { status: 'void' },
    depth: 0,
    overrideAccess: true,
    req,
  });
}

/** The site's invoices, newest first (the subscription page lists them with their receipts). */
export async function invoicesOf({ payload, tenant }: TenantContext, limit = 50): Promise<Invoice[]> {
  const { docs } = await payload.find({ collection: 'invoices', where: { tenant: { equals: tenant.id } }, sort: '-createdAt', limit, depth: 0, overrideAccess: true });
  return docs;
}

/** A paid invoice of the site (the only kind with a receipt); anything else, another site's included, is "not found". */
export async function paidInvoiceOf(ctx: TenantContext, invoiceId: string): Promise<Invoice> {
  return findInTenant(ctx, 'invoices', [{ id: { equals: invoiceId } }, { status: { equals: 'paid' } }]);
}
