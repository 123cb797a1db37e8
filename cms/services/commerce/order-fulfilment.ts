import { translatorFor, type Language } from '@halaqa/shared/i18n/index';
import type { Order } from '../../payload-types';
import { idOf, type TenantContext } from '../context';
import { grantPaidAccess } from '../courses/paid-access';
import { recordEarnings } from '../earnings/record-earnings';
import { findInTenantOrNull } from '../find-in-tenant';
import { defineJob } from '../jobs/job-queue';
import { jobTenantContext } from '../jobs/job-tenant';
import { RETRY_FOR_A_DAY } from '../jobs/retry-schedules';
import { languageOfUser } from '../notifications/language-of-user';
import { notify } from '../notifications/notify';
import { tenantDb } from '../tenant-db';
import { withTransaction } from '../transaction';
import { queueReceiptMail } from './receipt-mail';
import type { PaidOrder } from './commerce-provider';

/** A recorded order in the shape the commerce service reported it (amounts back in pounds). */
export function paidOrderOf(order: Order): PaidOrder {
  return {
    orderId: order.orderId,
    cartId: order.cartId,
    tenantId: idOf(order.tenant)!,
    userId: idOf(order.user)!,
    currency: 'egp',
    total: order.total / 100,
    lines: order.lines.map((line) => ({ courseId: idOf(line.course)!, price: line.price / 100, per: line.per })),
    // The site's orders are course orders; a plan invoice's payment is the platform's record.
    invoiceId: null,
    transactionId: order.transactionId,
    paidAt: order.paidAt,
    // Recorded only once it matched what was priced: what was paid is the total.
    amountPaid: order.total / 100,
    pricingId: null,
  };
}

/** The names of an order's courses as a list in the buyer's language, for their messages. */
export async function courseNamesOf(ctx: TenantContext, order: Order, language: Language): Promise<string> {
  const { docs } = await tenantDb(ctx).find({ collection: 'courses', where: { id: { in: order.lines.map((line) => idOf(line.course)!) } }, select: { name: true } });
  return new Intl.ListFormat(language).format(docs.map((course) => course.name));
}

/**
 * What a paid order brings, all in one transaction: the buyer registered to each course for the
 * period bought, the trainers' earnings, a notification and the receipt mail. Queued with the
 * order (record-paid-order); `fulfilledAt` makes a second run do nothing.
 */
export const orderFulfilmentJob = defineJob<{ tenantId: string; orderId: string }>('order-fulfilment', { batchSize: 5, retry: RETRY_FOR_A_DAY, expireInSeconds: 120 }, async ({ tenantId, orderId }, { payload }) => {
  const ctx = await jobTenantContext(payload, tenantId);
  if (!ctx) return;
  await withTransaction(ctx.payload, async (req) => {
    const order = await findInTenantOrNull(ctx, 'orders', [{ orderId: { equals: orderId } }]);
    if (!order || order.fulfilledAt || order.status !== 'paid') return;
    const paid = paidOrderOf(order);
    for (const line of paid.lines) {
      await grantPaidAccess(ctx, { userId: paid.userId, courseId: line.courseId, per: line.per, paidAt: paid.paidAt, orderId }, req);
    }
    await recordEarnings(ctx, paid, req);
    const db = tenantDb(ctx, req);
    const buyer = await db.findById({ collection: 'users', id: paid.userId });
    if (buyer) {
      const language = languageOfUser(buyer, ctx.tenant);
      const t = translatorFor(language);
      await notify(ctx, [buyer.id], { title: t('payments.paidTitle'), message: t('payments.paidMessage', { courses: await courseNamesOf(ctx, order, language) }), link: '/dashboard' }, req);
    }
    await queueReceiptMail(ctx, paid, req);
    await db.update({ collection: 'orders', id: order.id, data: { fulfilledAt: new Date().toISOString() } });
  });
});
