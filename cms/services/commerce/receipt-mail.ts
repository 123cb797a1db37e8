import { translatorFor } from '@halaqa/shared/i18n/index';
import { formatEgp, numberLocaleOf } from '@halaqa/shared/money';
import { orderNumberText } from '@halaqa/shared/order-number';
import { findInTenantOrNull } from '../find-in-tenant';
import { defineJob } from '../jobs/job-queue';
import { jobTenantContext } from '../jobs/job-tenant';
import { RETRY_FOR_A_DAY } from '../jobs/retry-schedules';
import { sendMail } from '../mail/send-mail';
import { languageOfUser } from '../notifications/language-of-user';
import { tenantDb } from '../tenant-db';
import { siteOriginOf } from '../tenants/site-origin';
import type { InTransaction } from '../unit-of-work';
import { idOf, type TenantContext } from '../context';
import type { PaidOrder } from './commerce-provider';

/**
 * The buyer's receipt, in their language: each course with its price and what it bought (for
 * good, or until when), the total, and a link to their courses from the site's configured
 * domain. Sent once per order (the job is keyed by it), after the order's fulfilment committed.
 */
export const receiptMailJob = defineJob<{ tenantId: string; orderId: string }>('receipt-mail', { batchSize: 10, retry: RETRY_FOR_A_DAY, expireInSeconds: 60 }, async ({ tenantId, orderId }, { payload }) => {
  const ctx = await jobTenantContext(payload, tenantId);
  if (!ctx) return;
  const order = await findInTenantOrNull(ctx, 'orders', [{ orderId: { equals: orderId } }]);
  if (!order) return;
  const db = tenantDb(ctx);
  const buyerId = idOf(order.user);
  const buyer = buyerId ? await db.findById({ collection: 'users', id: buyerId }) : null;
  if (!buyer) return;
  const language = languageOfUser(buyer, ctx.tenant);
  const t = translatorFor(language);
  const dates = new Intl.DateTimeFormat(numberLocaleOf(language), { dateStyle: 'long', timeZone: 'UTC' });
  const courseIds = order.lines.map((line) => idOf(line.course));
  const { docs: registrations } = await db.find({ collection: 'registrations', where: { and: [{ user: { equals: buyer.id } }, { course: { in: courseIds.filter((id) => id !== null) } }] } });
  const lines = order.lines.map((line, index) => {
    const until = registrations.find((registration) => registration.course === courseIds[index])?.accessUntil;
    const access = until ? t('payments.receipt.until', { date: dates.format(new Date(until)) }) : t('payments.receipt.lifetime');
    // The name the course had when it was bought, as on the order.
    return `- ${t('payments.receipt.line', { course: line.courseName ?? '', price: formatEgp(line.price / 100, language) })} (${access})`;
  });
  await sendMail({
    to: buyer.email,
    subject: t('payments.receipt.subject', { site: ctx.tenant.siteName }),
    text: [
      t('payments.receipt.intro'),
      '',
      t('payments.receipt.order', { order: orderNumberText(order.number) }),
      t('payments.receipt.date', { date: dates.format(new Date(order.paidAt)) }),
      '',
      ...lines,
      '',
      t('payments.receipt.total', { total: formatEgp(order.total / 100, language) }),
      '',
      t('payments.receipt.link', { url: `${siteOriginOf(ctx.tenant)}/dashboard` }),
    ].join('\n'),
  });
});

/** Queues the receipt on the fulfilment's transaction, once per order. */
export async function queueReceiptMail(tx: InTransaction<TenantContext>, order: Pick<PaidOrder, 'orderId'>): Promise<void> {
  await receiptMailJob.send({ tenantId: tx.tenant.id, orderId: order.orderId }, { req: tx.req, key: order.orderId });
}
