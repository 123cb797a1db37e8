import { formatEgp } from '@halaqa/shared/money';
import { translatorFor } from '@halaqa/shared/i18n/index';
import { sql } from '@payloadcms/db-postgres';
import type { Order } from '../../payload-types';
import { idOf, type TenantContext } from '../context';
import { findInTenantOrNull } from '../find-in-tenant';
import { defineJob } from '../jobs/job-queue';
import { jobTenantContext } from '../jobs/job-tenant';
import { RETRY_FOR_A_DAY } from '../jobs/retry-schedules';
import { languageOfBuyer } from './buyer-language';
import { notify } from '../notifications/notify';
import { tenantDb } from '../tenant-db';
import { transaction, type InTransaction } from '../unit-of-work';
import { commerceProvider } from './commerce-settings';
import { storeOf } from './store-of';
import { courseNamesOf } from './order-course-names';

/**
 * The gateway's refund of what the owner refunded of an order (`refunded`, in full or in part),
 * then what the gateway confirmed (`refundConfirmed`; `refunded` once that is the whole of a
 * `refund-requested` order) and the buyer's notice, in one transaction under the order's lock.
 * The gateway is asked to have refunded that much in all, not to refund some more, so a rerun
 * after either step, or a job of an earlier refund running after a later one, does nothing twice.
 */
export const orderRefundJob = defineJob<{ tenantId: string; orderId: string }>('order-refund', { batchSize: 5, retry: RETRY_FOR_A_DAY, expireInSeconds: 120 }, async ({ tenantId, orderId }, { payload }) => {
  const ctx = await jobTenantContext(payload, tenantId);
  const provider = commerceProvider();
  if (!ctx) return;
  if (!provider) throw new Error(`order ${orderId}: no commerce service is configured to refund it`);
  const order = await findInTenantOrNull(ctx, 'orders', [{ id: { equals: orderId } }]);
  if (!order || order.refundConfirmed >= order.refunded) return;
  const target = order.refunded;
  await provider.refund(await storeOf(ctx, provider), order.orderId, target / 100);
  await transaction(ctx, async (tx) => {
    const db = tenantDb(tx);
    await db.execute(sql`SELECT id FROM orders WHERE id = ${order.id} AND tenant_id = ${tenantId} FOR UPDATE`);
    const current = (await db.findById({ collection: 'orders', id: order.id }))!;
    if (current.refundConfirmed >= target) return;
    const whole = current.status === 'refund-requested' && target >= current.total;
    await db.update({ collection: 'orders', id: order.id, data: { refundConfirmed: target, ...(whole ? { status: 'refunded' as const, refundedAt: new Date().toISOString() } : {}) } });
    await notifyRefunded(tx, current, whole ? null : target - current.refundConfirmed);
  });
});

/** Tells the buyer: their order refunded in full (`part` null), or `part` piastres of it. */
async function notifyRefunded(tx: InTransaction<TenantContext>, order: Order, part: number | null): Promise<void> {
  const buyerId = idOf(order.user);
  const buyer = buyerId ? await tenantDb(tx).findById({ collection: 'users', id: buyerId }) : null;
  if (!buyer) return;
  const language = languageOfBuyer(order, buyer, tx.tenant);
  const t = translatorFor(language);
  const courses = courseNamesOf(order, language);
  const message =
    part === null
      ? t('payments.refundedMessage', { total: formatEgp(order.total / 100, language), courses })
      : t('payments.partlyRefundedMessage', { amount: formatEgp(part / 100, language), total: formatEgp(order.total / 100, language), courses });
  await notify(tx, [buyer.id], { title: t(part === null ? 'payments.refundedTitle' : 'payments.partlyRefundedTitle'), message, language });
}
