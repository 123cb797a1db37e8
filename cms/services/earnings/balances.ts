import { sql } from '@payloadcms/db-postgres';
import type { TenantContext } from '../context';
import { tenantDb } from '../tenant-db';

/** A trainer's money in piastres. */
export interface Balances {
  /** Every earning not reversed by a refund, less what partial refunds took back. */
  earned: number;
  /** Payouts asked for and not yet decided. */
  pending: number;
  paidOut: number;
  /**
   * What may still be asked for: earned less pending and paid (a rejected payout's amount is
   * back). A refund after a payout can make it negative until new sales make it up.
   */
  balance: number;
}

/** Sums in the database, on the context's transaction when it has one (a payout request reads them under its lock). */
export async function balancesOf(ctx: TenantContext, userId: string): Promise<Balances> {
  const tenantId = ctx.tenant.id;
  const { rows } = await tenantDb(ctx).execute(sql`
    SELECT
      (SELECT coalesce(sum(earning - earning_refunded), 0) FROM earnings WHERE tenant_id = ${tenantId} AND beneficiary_id = ${userId} AND reversed_at IS NULL) AS earned,
      (SELECT coalesce(sum(amount), 0) FROM payouts WHERE tenant_id = ${tenantId} AND beneficiary_id = ${userId} AND status = 'pending') AS pending,
      (SELECT coalesce(sum(amount), 0) FROM payouts WHERE tenant_id = ${tenantId} AND beneficiary_id = ${userId} AND status = 'paid') AS paid_out`);
  const row = rows[0] as { earned: string; pending: string; paid_out: string };
  const earned = Number(row.earned);
  const pending = Number(row.pending);
  const paidOut = Number(row.paid_out);
  return { earned, pending, paidOut, balance: earned - pending - paidOut };
}
