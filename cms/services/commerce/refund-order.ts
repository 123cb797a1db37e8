import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import { sql } from '@payloadcms/db-postgres';
import { idOf, type TenantContext } from '../context';
import { endPaidAccess } from '../courses/people/paid-access';
import { reverseEarnings } from '../earnings/record-earnings';
import { findInTenant } from '../find-in-tenant';
import { isLockNotAvailable } from '../lock-not-available';
import { tenantDb } from '../tenant-db';
import { transaction } from '../unit-of-work';
import type { Actor } from '../users/actor';
import { commerceProvider } from './commerce-settings';
import { assertOwner } from './order-scope';
import { orderRefundJob } from './order-refund-job';

/**
 * The owner refunds an order in full, as a state change (issue #40, item 4): in one short
 * transaction the order becomes `refund-requested`, the access it bought ends, its earnings stop
 * counting, and the `order-refund` job is queued; the job asks the gateway, outside any
 * transaction, then records `refunded` and tells the buyer. No pooled connection or row lock is
 * held for the gateway's latency, and a refund the gateway made is never left unrecorded: the
 * job is retried until it records it (the commerce service refunds only what is left).
 *
 * The row lock is taken without waiting (issue #39): a second request while the first holds it
 * answers 409 at once; once the first committed, asking again answers the order's state.
 */
export async function refundOrder(ctx: TenantContext, actor: Actor, id: string): Promise<{ status: 'refund-requested' | 'refunded' }> {
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
    if (order.status !== 'paid') return { status: order.status };
    await db.update({ collection: 'orders', id: order.id, data: { status: 'refund-requested', refundRequestedAt: new Date().toISOString() } });
    // A deleted account or course took its registrations with it: nothing is left to end there.
    const userId = idOf(order.user);
    for (const line of order.lines) {
      const courseId = idOf(line.course);
      if (userId && courseId) await endPaidAccess(tx, { userId, courseId });
    }
    await reverseEarnings(tx, order.orderId);
    await orderRefundJob.send({ tenantId: ctx.tenant.id, orderId: order.id }, { req: tx.req, key: order.id });
    return { status: 'refund-requested' as const };
  });
}
