import { translatorFor } from '@halaqa/shared/i18n/index';
import { idOf } from '../context';
import { grantPaidAccess } from '../courses/people/paid-access';
import { recordEarnings } from '../earnings/record-earnings';
import { findInTenantOrNull } from '../find-in-tenant';
import { defineJob } from '../jobs/job-queue';
import { jobTenantContext } from '../jobs/job-tenant';
import { RETRY_FOR_A_DAY } from '../jobs/retry-schedules';
import { languageOfBuyer } from './buyer-language';
import { courseNamesOf } from './order-course-names';
import { notify } from '../notifications/notify';
import { tenantDb } from '../tenant-db';
import { transaction } from '../unit-of-work';
import { queueReceiptMail } from './receipt-mail';

/**
 * What a paid order brings, all in one transaction: the buyer registered to each course for the
 * period bought, the trainers' earnings, a notification (in the site only) and the receipt mail,
 * the purchase's one mail. Queued with the order (record-paid-order); `fulfilledAt` makes a
 * second run do nothing.
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
      const language = languageOfBuyer(order, buyer, ctx.tenant);
      const t = translatorFor(language);
      // In the site only: the receipt mail is the purchase's one mail.
      const paid = { title: t('payments.paidTitle'), message: t('payments.paidMessage', { courses: courseNamesOf(order, language) }), link: '/dashboard', language, mail: false };
      await notify(tx, [buyer.id], paid);
    }
    await queueReceiptMail(tx, order);
    await db.update({ collection: 'orders', id: order.id, data: { fulfilledAt: new Date().toISOString() } });
  });
});
