import { translatorFor } from '@halaqa/shared/i18n/index';
import { formatEgp } from '@halaqa/shared/money';
import { orderNumberText } from '@halaqa/shared/order-number';
import { receiptDateFormat } from '@halaqa/shared/receipt-document';
import { idOf, type TenantContext } from '../context';
import { findInTenantOrNull } from '../find-in-tenant';
import { defineJob } from '../jobs/job-queue';
import { jobTenantContext } from '../jobs/job-tenant';
import { RETRY_FOR_A_DAY } from '../jobs/retry-schedules';
import { printedOrNone, receiptPrinters } from '../mail/receipt-printers';
import { sendMail } from '../mail/send-mail';
import { renderSiteMail } from '../mail/site-mail';
import { tenantDb } from '../tenant-db';
import { siteOriginOf } from '../tenants/site-origin';
import type { InTransaction } from '../unit-of-work';
import type { PaidOrder } from './commerce-provider';
import { languageOfBuyer } from './buyer-language';
import { courseNamesOf } from './order-course-names';
import { receiptDocumentOfOrder } from './order-receipt';

/**
 * The purchase's one mail (issue #44, item 3): from the site, in its colours, in the language the
 * buyer bought in, with the receipt as a PDF attached. It says the payment was received and what
 * it bought (each course with its price and for how long), the order's number as the thank-you
 * page gives it, the total, and a button to their courses from the site's configured domain. Sent
 * once per order (the job is keyed by it), after the order's fulfilment committed; the purchase's
 * notification stays in the site only.
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
  const language = languageOfBuyer(order, buyer, ctx.tenant);
  const t = translatorFor(language);
  const dates = receiptDateFormat(language);
  const pounds = (piastres: number) => formatEgp(piastres / 100, language);
  const courseIds = order.lines.map((line) => idOf(line.course));
  const { docs: registrations } = await db.find({ collection: 'registrations', where: { and: [{ user: { equals: buyer.id } }, { course: { in: courseIds.filter((id) => id !== null) } }] } });
  const rows = order.lines.map((line, index) => {
    const until = registrations.find((registration) => registration.course === courseIds[index])?.accessUntil;
    const access = until ? t('payments.receipt.until', { date: dates.format(new Date(until)) }) : t('payments.receipt.lifetime');
    // The name the course had when it was bought, as on the order.
    return { label: `${line.courseName ?? ''} (${access})`, value: pounds(line.price) };
  });
  const number = orderNumberText(order.number);
  const paid = t('payments.paidMessage', { courses: courseNamesOf(order, language) });
  const { html, text } = await renderSiteMail(ctx.tenant, language, {
    preview: paid,
    heading: t('payments.paidTitle'),
    paragraphs: [paid, t('payments.receipt.intro')],
    facts: [
      { label: t('payments.thankYou.number'), value: number },
      { label: t('payments.thankYou.paidAt'), value: dates.format(new Date(order.paidAt)) },
    ],
    lines: { rows, total: { label: t('payments.thankYou.total'), value: pounds(order.total) } },
    action: { label: t('payments.thankYou.myCourses'), href: `${siteOriginOf(ctx.tenant)}/dashboard` },
  });
  const pdf = await printedOrNone(() => receiptPrinters().order(receiptDocumentOfOrder(ctx.tenant, order), language));
  await sendMail({
    to: buyer.email,
    fromName: ctx.tenant.siteName,
    subject: t('payments.receipt.subject', { site: ctx.tenant.siteName }),
    text,
    html,
    attachments: pdf ? [{ filename: `receipt-${number}.pdf`, content: pdf, contentType: 'application/pdf' }] : undefined,
  });
});

/** Queues the receipt on the fulfilment's transaction, once per order. */
export async function queueReceiptMail(tx: InTransaction<TenantContext>, order: Pick<PaidOrder, 'orderId'>): Promise<void> {
  await receiptMailJob.send({ tenantId: tx.tenant.id, orderId: order.orderId }, { req: tx.req, key: order.orderId });
}
