import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import { formatEgp } from '@halaqa/shared/money';
import { translatorFor } from '@halaqa/shared/i18n/index';
import { isOwner } from '@halaqa/shared/rights';
import { sql } from '@payloadcms/db-postgres';
import type { PayloadRequest } from 'payload';
import type { Order } from '../../payload-types';
import { idOf, type TenantContext } from '../context';
import { endPaidAccess } from '../courses/paid-access';
import { reverseEarnings } from '../earnings/record-earnings';
import { findInTenant } from '../find-in-tenant';
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
  buyer: { id: string; name: string; email: string };
  courses: { id: string; name: string }[];
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
    buyer: typeof order.user === 'object' ? { id: order.user.id, name: order.user.name ?? '', email: order.user.email } : { id: order.user, name: '', email: '' },
    courses: order.lines.map((line) => (typeof line.course === 'object' ? { id: line.course.id, name: line.course.name } : { id: line.course, name: '' })),
    total: order.total / 100,
    status: order.status,
    paidAt: order.paidAt,
    refundedAt: order.refundedAt ?? null,
  }));
}

/**
 * The owner refunds an order in full. The order's row stays locked from the check to the end, so
 * two refunds at once reach the gateway once; the gateway returns the money, then in the same
 * transaction the order is marked refunded, the access it bought ends, its earnings stop
 * counting and the buyer is told. Should the writes fail after the gateway refunded, the owner
 * repeats the refund, which the gateway does not repeat.
 *
 * The lock is taken without waiting (issue #39): a second refund of the same order while the
 * first is at the gateway answers 409 at once instead of holding a pooled connection behind it
 * (ten parallel refunds once filled the pool and kept other visitors waiting seconds).
 */
export async function refundOrder(ctx: TenantContext, actor: Actor, id: string): Promise<{ refunded: true }> {
  assertOwner(actor);
  const found = await findInTenant(ctx, 'orders', [{ id: { equals: id } }]);
  const provider = commerceProvider();
  if (!provider) throw new AppError(AppErrorCode.PAYMENTS_UNAVAILABLE);
  const store = await storeOf(ctx, provider);
  await withTransaction(ctx.payload, async (req) => {
    const db = tenantDb(ctx, req);
    await db.execute(sql`SELECT id FROM orders WHERE id = ${found.id} AND tenant_id = ${ctx.tenant.id} FOR UPDATE NOWAIT`).catch((error: unknown) => {
      throw isLockNotAvailable(error) ? new AppError(AppErrorCode.CONFLICT, { messageKey: 'errors.refundInProgress' }) : error;
    });
    // Read again under the lock; orders are never deleted, so it is there.
    const order = (await db.findById({ collection: 'orders', id: found.id }))!;
    if (order.status === 'refunded') return;
    await provider.refund(store, order.orderId);
    await db.update({ collection: 'orders', id: order.id, data: { status: 'refunded', refundedAt: new Date().toISOString() } });
    const userId = idOf(order.user)!;
    for (const line of order.lines) await endPaidAccess(ctx, { userId, courseId: idOf(line.course)! }, req);
    await reverseEarnings(ctx, order.orderId, req);
    await notifyRefunded(ctx, order, req);
  });
  return { refunded: true };
}

async function notifyRefunded(ctx: TenantContext, order: Order, req: PayloadRequest): Promise<void> {
  const buyer = await tenantDb(ctx, req).findById({ collection: 'users', id: idOf(order.user)! });
  if (!buyer) return;
  const language = languageOfUser(buyer, ctx.tenant);
  const t = translatorFor(language);
  const total = formatEgp(order.total / 100, language);
  await notify(ctx, [buyer.id], { title: t('payments.refundedTitle'), message: t('payments.refundedMessage', { total, courses: await courseNamesOf(ctx, order, language) }) }, req);
}
