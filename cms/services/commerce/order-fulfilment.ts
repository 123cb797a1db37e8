import { translatorFor, type Language } from '@halaqa/shared/i18n/index';
import type { Order } from '../../payload-types';
import { idOf } from '../context';
import { grantPaidAccess } from '../courses/people/paid-access';
import { recordEarnings } from '../earnings/record-earnings';
import { findInTenantOrNull } from '../find-in-tenant';
import { defineJob } from '../jobs/job-queue';
import { jobTenantContext } from '../jobs/job-tenant';
import { RETRY_FOR_A_DAY } from '../jobs/retry-schedules';
import { languageOfUser } from '../notifications/language-of-user';
import { notify } from '../notifications/notify';
import { tenantDb } from '../tenant-db';
import { transaction } from '../unit-of-work';
import { queueReceiptMail } from './receipt-mail';

/** The names of an order's courses as bought, as a list in the buyer's language, for their messages. */
export function courseNamesOf(order: Order, language: Language): string {
  return new Intl.ListFormat(language).format(order.lines.map((line) => line.courseName ?? ''));
}

/**
 * What a paid order brings, all in one transaction: the buyer registered to each course for the
 * period bought, the trainers' earnings, a notification and the receipt mail. Queued with the
 * order (record-paid-order); `fulfilledAt` makes a second run do nothing.
 */
export const orderFulfilmentJob = defineJob<{ tenantId: string; orderId: string }>('order-fulfilment', { batchSize: 5, retry: RETRY_FOR_A_DAY, expireInSeconds: 120 }, async ({ tenantId, orderId }, { payload }) => {
  const ctx = await jobTenantContext(payload, tenantId);
  if (!ctx) return;
  await transaction(ctx, async (tx) => {
    const order = await findInTenantOrNull(ctx, 'orders', [{ orderId: { equals: orderId } }]);
    if (!order || order.fulfilledAt || order.status !== 'paid') return;
    // A buyer or a course deleted since the payment leaves nothing to register there.
    const buyerId = idOf(order.user);
    for (const line of order.lines) {
      const courseId = idOf(line.course);
      if (buyerId && courseId) await grantPaidAccess(tx, { userId: buyerId, courseId, per: line.per, paidAt: order.paidAt, orderId });
    }
    await recordEarnings(tx, order);
    const db = tenantDb(tx);
    const buyer = buyerId ? await db.findById({ collection: 'users', id: buyerId }) : null;
    if (buyer) {
      const language = languageOfUser(buyer, ctx.tenant);
      const t = translatorFor(language);
      await notify(tx, [buyer.id], { title: t('payments.paidTitle'), message: t('payments.paidMessage', { courses: courseNamesOf(order, language) }), link: '/dashboard' });
    }
    await queueReceiptMail(tx, order);
    await db.update({ collection: 'orders', id: order.id, data: { fulfilledAt: new Date().toISOString() } });
  });
});
