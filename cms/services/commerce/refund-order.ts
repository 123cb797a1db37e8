import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import { sql } from '@payloadcms/db-postgres';
import type { Order } from '../../payload-types';
import { idOf, type TenantContext } from '../context';
import { endPaidAccess } from '../courses/people/paid-access';
import { refundEarningsInPart, reverseEarnings } from '../earnings/record-earnings';
import { findInTenant } from '../find-in-tenant';
import { isLockNotAvailable } from '../lock-not-available';
import { tenantDb } from '../tenant-db';
import { transaction } from '../unit-of-work';
import type { Actor } from '../users/actor';
import { commerceProvider } from './commerce-settings';
import { assertOwner } from './order-scope';
import { orderRefundJob } from './order-refund-job';

/** What a refund request answers: the order's state and what has been refunded of it (EGP in pounds). */
export interface RefundReply {
  status: 'paid' | 'refund-requested' | 'refunded';
  refunded: number;
  remaining: number;
}

const replyOf = (order: Pick<Order, 'status' | 'total' | 'refunded'>): RefundReply => ({
  status: order.status,
  refunded: order.refunded / 100,
  remaining: (order.total - order.refunded) / 100,
});

/**
 * The owner refunds an order, in full or in part (`amount` in piastres; left out, all that is
 * left), as a state change (issue #40, item 4; issue #44, item 5): in one short transaction the
 * order's refunded amount grows, its earnings shrink in proportion, and the `order-refund` job is
 * queued; the job asks the gateway, outside any transaction, to have refunded that much, then
 * records it and tells the buyer. No pooled connection or row lock is held for the gateway's
 * latency, and a refund the gateway made is never left unrecorded.
 *
 * The refund that reaches the order's total is a full one: the order becomes `refund-requested`,
 * the access it bought ends and its earnings stop counting. A partial refund keeps the access
 * (docs/decisions/commerce.md, "Partial refunds").
 *
 * What is left is decided under the order's row lock, taken without waiting (issue #39): a second
 * request while the first holds it answers 409 at once, and one after it sees what the first
 * refunded, so refunds at once can never give back more than was paid. The update itself is also
 * conditional on what is left, should anything write the row without the lock.
 */
export async function refundOrder(ctx: TenantContext, actor: Actor, id: string, amount?: number): Promise<RefundReply> {
  assertOwner(actor);
  const found = await findInTenant(ctx, 'orders', [{ id: { equals: id } }]);
  // Refused before anything changes: without a commerce service no job could make the refund.
  if (!commerceProvider()) throw new AppError(AppErrorCode.PAYMENTS_UNAVAILABLE);
  return transaction(ctx, async (tx) => {
    const db = tenantDb(tx);
    await db.execute(sql`SELECT id FROM orders WHERE id = ${found.id} AND tenant_id = ${ctx.tenant.id} FOR UPDATE NOWAIT`).catch((error: unknown) => {
      throw isLockNotAvailable(error) ? new AppError(AppErrorCode.CONFLICT, { messageKey: 'errors.refundInProgress' }) : error;
    });
    // Read again under the lock; orders are never deleted, so it is there.
    const order = (await db.findById({ collection: 'orders', id: found.id }))!;
    if (order.status !== 'paid') return replyOf(order);
    const left = order.total - order.refunded;
    const refunding = amount ?? left;
    if (refunding > left) throw new AppError(AppErrorCode.VALIDATION, { messageKey: 'errors.refundOverRemaining', field: 'amount' });
    const full = refunding === left;
    const { rows } = await db.execute<{ refunded: string }>(sql`
      UPDATE orders SET refunded = refunded + ${refunding}, updated_at = now()
      WHERE id = ${order.id} AND tenant_id = ${ctx.tenant.id} AND status = 'paid' AND refunded + ${refunding} <= total
      RETURNING refunded`);
    if (rows.length === 0) throw new AppError(AppErrorCode.VALIDATION, { messageKey: 'errors.refundOverRemaining', field: 'amount' });
    const refunded = Number(rows[0]!.refunded);
    if (full) {
      await db.update({ collection: 'orders', id: order.id, data: { status: 'refund-requested', refundRequestedAt: new Date().toISOString() } });
      // A deleted account or course took its registrations with it: nothing is left to end there.
      const userId = idOf(order.user);
      for (const line of order.lines) {
        const courseId = idOf(line.course);
        if (userId && courseId) await endPaidAccess(tx, { userId, courseId });
      }
      await reverseEarnings(tx, order.orderId);
    } else {
      await refundEarningsInPart(tx, order.orderId, { refunded, total: order.total });
    }
    // One job per amount the order is to have refunded: it only grows, so each refund gets its own.
    await orderRefundJob.send({ tenantId: ctx.tenant.id, orderId: order.id }, { req: tx.req, key: `${order.id}:${refunded}` });
    return replyOf({ status: full ? 'refund-requested' : 'paid', total: order.total, refunded });
  });
}
