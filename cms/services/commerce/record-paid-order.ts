import { piastresOf } from '@halaqa/shared/commission';
import type { Language } from '@halaqa/shared/i18n/languages';
import type { Payload, PayloadRequest } from 'payload';
import { idOnlyContext } from '../plans/id-only-context';
import { tenantDb } from '../tenant-db';
import { withTransaction } from '../transaction';
import type { PaidOrder } from './commerce-provider';
import { nextOrderNumber } from './order-number';
import { orderFulfilmentJob } from './order-fulfilment';
import { recordOnce } from './record-once';

interface RecordingOptions {
  language?: Language | null;
  alsoInTransaction?: (req: PayloadRequest) => Promise<void>;
}

/**
 * Records a paid order once, whichever of its three messengers arrives first: the gateway's
 * callback, the buyer's return to /cart, or Medusa's event. In the same transaction it queues
 * the order's fulfilment (registration, earnings, notification, receipt), so a crash between the
 * two loses nothing and a repeat does nothing. `alsoInTransaction` lets the caller write its own
 * record (the event id) in that transaction; `language`, the page's at checkout, is kept on the
 * order for its mails. Answers the ids of the courses bought.
 */
export async function recordPaidOrder(payload: Payload, order: PaidOrder, { language, alsoInTransaction }: RecordingOptions = {}): Promise<string[]> {
  await recordOnce(() => recordIfNew(payload, order, { language, alsoInTransaction }), alsoInTransaction !== undefined);
  return order.lines.map((line) => line.courseId);
}

async function recordIfNew(payload: Payload, order: PaidOrder, { language, alsoInTransaction }: RecordingOptions): Promise<void> {
  await withTransaction(payload, async (req) => {
    await alsoInTransaction?.(req);
    // Medusa's order ids are unique across every site (one store), so the id alone finds it.
    const { docs } = await payload.find({ collection: 'orders', where: { orderId: { equals: order.orderId } }, limit: 1, pagination: false, depth: 0, overrideAccess: true, req });
    if (docs.length > 0) return;
    // The order keeps who paid and what for, so it outlives the account and the courses.
    const tx = { ...idOnlyContext(payload, order.tenantId), req };
    const db = tenantDb(tx);
    const buyer = await db.findById({ collection: 'users', id: order.userId, select: { name: true, email: true } });
    const { docs: courses } = await db.find({ collection: 'courses', where: { id: { in: order.lines.map((line) => line.courseId) } }, select: { name: true } });
    // A buyer or a course deleted in the moment since the payment leaves neither relation nor name.
    const lineOf = (line: PaidOrder['lines'][number]) => {
      const course = courses.find((found) => found.id === line.courseId);
      return { course: course?.id ?? null, courseName: course?.name, price: piastresOf(line.price), per: line.per };
    };
    await payload.create({
      collection: 'orders',
      data: {
        tenant: order.tenantId,
        orderId: order.orderId,
        number: await nextOrderNumber(tx),
        cartId: order.cartId,
        user: buyer?.id ?? null,
        buyerName: buyer?.name,
        buyerEmail: buyer?.email,
        language,
        transactionId: order.transactionId,
        total: piastresOf(order.total),
        lines: order.lines.map(lineOf),
        status: 'paid',
        refunded: 0,
        refundConfirmed: 0,
        paidAt: order.paidAt,
      },
      depth: 0,
      overrideAccess: true,
      req,
    });
    await orderFulfilmentJob.send({ tenantId: order.tenantId, orderId: order.orderId }, { req, key: order.orderId });
  });
}
