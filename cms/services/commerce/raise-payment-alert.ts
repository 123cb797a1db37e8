import type { Payload, PayloadRequest } from 'payload';
import { withTransaction } from '../transaction';
import type { UnmatchedPayment } from './commerce-provider';
import { recordOnce } from './record-once';
import { unmatchedRefundJob } from './refund-unmatched-payment';

export interface PaymentAlert {
  /** Why nothing was recorded: a payment-match reason, or why Paymob's payment paid no order. */
  reason: string;
  /** The site the commerce service named, as reported (not trusted). */
  tenantId: string | null;
  /** What the commerce service reported, for the operator. */
  details: unknown;
  /** What to refund. */
  payment: UnmatchedPayment;
}

const referenceOf = (payment: UnmatchedPayment) => ('orderId' in payment ? `order:${payment.orderId}` : `transaction:${payment.transactionId}`);

/**
 * A payment that is not what Halaqa priced, or that pays nothing (issue #39): nothing is granted;
 * an alert for the platform's operators and its refund job are written in one transaction, once
 * per order or transaction whichever messenger brings it, and the operator is told in the log.
 * `alsoInTransaction` is the messenger's own record (the event id), as for recorded payments.
 */
export async function raisePaymentAlert(payload: Payload, alert: PaymentAlert, alsoInTransaction?: (req: PayloadRequest) => Promise<void>): Promise<void> {
  const reference = referenceOf(alert.payment);
  await recordOnce(
    () =>
      withTransaction(payload, async (req) => {
        await alsoInTransaction?.(req);
        // Platform-wide: alerts are the operator's, and the site they name may be false.
        const { docs } = await payload.find({ collection: 'payment-alerts', where: { reference: { equals: reference } }, limit: 1, pagination: false, depth: 0, overrideAccess: true, req });
        if (docs.length > 0) return;
        const created = await payload.create({
          collection: 'payment-alerts',
          data: { reference, reason: alert.reason, tenantId: alert.tenantId, details: alert.details as Record<string, unknown>, status: 'refund-pending' },
          depth: 0,
          overrideAccess: true,
          req,
        });
        await unmatchedRefundJob.send({ alertId: created.id, payment: alert.payment }, { req, key: reference });
        payload.logger.error({ tenantId: alert.tenantId, reference, details: alert.details }, `payment alert ${reference}: ${alert.reason}; nothing was recorded and a full refund is queued`);
      }),
    alsoInTransaction !== undefined,
  );
}
