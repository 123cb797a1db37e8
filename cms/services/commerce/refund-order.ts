import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import { formatEgp } from '@halaqa/shared/money';
import { translatorFor } from '@halaqa/shared/i18n/index';
import { isOwner } from '@halaqa/shared/rights';
import { sql } from '@payloadcms/db-postgres';
import type { PayloadRequest } from 'payload';
import type { Order } from '../../payload-types';
import { idOf, type TenantContext } from '../context';
import { endPaidAccess } from '../courses/people/paid-access';
import { reverseEarnings } from '../earnings/record-earnings';
import { findInTenant, findInTenantOrNull } from '../find-in-tenant';
import { defineJob } from '../jobs/job-queue';
import { jobTenantContext } from '../jobs/job-tenant';
import { RETRY_FOR_A_DAY } from '../jobs/retry-schedules';
import { isLockNotAvailable } from '../lock-not-available';
import { languageOfUser } from '../notifications/language-of-user';
import { notify } from '../notifications/notify';
import { tenantDb } from '../tenant-db';
import { withTransaction } from '../transaction';
import type { Actor } from '../users/actor';
import { commerceProvider } from './commerce-settings';
import { storeOf } from './store-of';
import { courseNamesOf } from './order-fulfilment';

/** Orders are the site owner's business: the money went through the platform on their behalf. */
function assertOwner(actor: Actor): void {
  if (!isOwner(actor)) throw new AppError(AppErrorCode.FORBIDDEN);
}

export interface OrderView {
  id: string;
  /** The buyer's account, or its name and email as paid once it is deleted (id null). */
  buyer: { id: string | null; name: string; email: string };
  /** Each course, or its name as bought once it is deleted (id null). */
  courses: { id: string | null; name: string }[];
  /** EGP in pounds. */
  total: number;
  status: Order['status'];
  paidAt: string;
  refundedAt: string | null;
}

/** The site's paid orders, newest first, for its owner (the refund list of the site's admin). */
export async function listOrders(ctx: TenantContext, actor: Actor): Promise<OrderView[]> {
  assertOwner(actor);
  // Depth 1: each order with its buyer and courses.
  const { docs } = await tenantDb(ctx).find({ collection: 'orders', sort: '-paidAt', limit: 200, depth: 1 });
  return docs.map((order) => ({
    id: order.id,
    buyer: order.user && typeof order.user === 'object' ? { id: order.user.id, name: order.user.name, email: order.user.email } : { id: null, name: order.buyerName ?? '', email: order.buyerEmail ?? '' },
    courses: order.lines.map((line) => (line.course && typeof line.course === 'object' ? { id: line.course.id, name: line.course.name } : { id: null, name: line.courseName ?? '' })),
    total: order.total / 100,
    status: order.status,
    paidAt: order.paidAt,
    refundedAt: order.refundedAt ?? null,
  }));
}

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
  return withTransaction(ctx.payload, async (req) => {
    const db = tenantDb(ctx, req);
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
      if (userId && courseId) await endPaidAccess({ ...ctx, req }, { userId, courseId });
    }
    await reverseEarnings({ ...ctx, req }, order.orderId);
    await orderRefundJob.send({ tenantId: ctx.tenant.id, orderId: order.id }, { req, key: order.id });
    return { status: 'refund-requested' as const };
  });
}

/**
 * The gateway's refund of a `refund-requested` order, then `refunded` and the buyer's notice in
 * one transaction under the order's lock; a rerun after either step finds nothing left to do.
 */
export const orderRefundJob = defineJob<{ tenantId: string; orderId: string }>('order-refund', { batchSize: 5, retry: RETRY_FOR_A_DAY, expireInSeconds: 120 }, async ({ tenantId, orderId }, { payload }) => {
  const ctx = await jobTenantContext(payload, tenantId);
  const provider = commerceProvider();
  if (!ctx) return;
  if (!provider) throw new Error(`order ${orderId}: no commerce service is configured to refund it`);
  const order = await findInTenantOrNull(ctx, 'orders', [{ id: { equals: orderId } }]);
  if (order?.status !== 'refund-requested') return;
  await provider.refund(await storeOf(ctx, provider), order.orderId);
  await withTransaction(ctx.payload, async (req) => {
    const db = tenantDb(ctx, req);
    await db.execute(sql`SELECT id FROM orders WHERE id = ${order.id} AND tenant_id = ${tenantId} FOR UPDATE`);
    const current = (await db.findById({ collection: 'orders', id: order.id }))!;
    if (current.status !== 'refund-requested') return;
    await db.update({ collection: 'orders', id: order.id, data: { status: 'refunded', refundedAt: new Date().toISOString() } });
    await notifyRefunded(ctx, current, req);
  });
});

async function notifyRefunded(ctx: TenantContext, order: Order, req: PayloadRequest): Promise<void> {
  const buyerId = idOf(order.user);
  const buyer = buyerId ? await tenantDb(ctx, req).findById({ collection: 'users', id: buyerId }) : null;
  if (!buyer) return;
  const language = languageOfUser(buyer, ctx.tenant);
  const t = translatorFor(language);
  const total = formatEgp(order.total / 100, language);
  await notify({ ...ctx, req }, [buyer.id], { title: t('payments.refundedTitle'), message: t('payments.refundedMessage', { total, courses: courseNamesOf(order, language) }) });
}
