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
  await transaction(ctx, async (tx) => {
    const db = tenantDb(tx);
    await db.execute(sql`SELECT id FROM orders WHERE id = ${order.id} AND tenant_id = ${tenantId} FOR UPDATE`);
    const current = (await db.findById({ collection: 'orders', id: order.id }))!;
    if (current.status !== 'refund-requested') return;
    await db.update({ collection: 'orders', id: order.id, data: { status: 'refunded', refundedAt: new Date().toISOString() } });
    await notifyRefunded(tx, current);
  });
});

async function notifyRefunded(tx: InTransaction<TenantContext>, order: Order): Promise<void> {
  const buyerId = idOf(order.user);
  const buyer = buyerId ? await tenantDb(tx).findById({ collection: 'users', id: buyerId }) : null;
  if (!buyer) return;
  const language = languageOfBuyer(order, buyer, tx.tenant);
  const t = translatorFor(language);
  const total = formatEgp(order.total / 100, language);
  await notify(tx, [buyer.id], { title: t('payments.refundedTitle'), message: t('payments.refundedMessage', { total, courses: courseNamesOf(order, language) }), language });
}
