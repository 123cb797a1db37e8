import { paymentMismatch } from '@halaqa/shared/payment-match';
import type { Payload, PayloadRequest } from 'payload';
import { recordPaidInvoice } from '../plans/record-paid-invoice';
import type { PaidOrder } from './commerce-provider';
import { pricingOfOrder } from './pricing-of-order';
import { raisePaymentAlert } from './raise-payment-alert';
import { recordPaidOrder } from './record-paid-order';

/**
 * Records a paid order from any of its messengers (the gateway's callback, Medusa's event, the
 * payer's return), but only when it is exactly what Halaqa priced for its checkout (issue #39):
 * then a plan invoice's payment for the platform (issue #12), or a course order for its site, each
 * as the pricing says (not as the order's metadata says). Anything else records nothing but an
 * alert and a full refund. All three are idempotent, so whichever messenger comes first records
 * it and the others do nothing. `alsoInTransaction` is the caller's own record (the event id),
 * written with it. Answers whether the payment was recorded.
 */
export async function recordPaid(payload: Payload, order: PaidOrder, alsoInTransaction?: (req: PayloadRequest) => Promise<void>): Promise<boolean> {
  const pricing = await pricingOfOrder(payload, order);
  const mismatch = paymentMismatch(pricing, order);
  if (mismatch || !pricing) {
    await raisePaymentAlert(payload, { reason: mismatch ?? 'not-priced', tenantId: order.tenantId, details: order, payment: { orderId: order.orderId } }, alsoInTransaction);
    return false;
  }
  if (pricing.kind === 'invoice') await recordPaidInvoice(payload, { ...order, invoiceId: pricing.invoiceId! }, alsoInTransaction);
  else await recordPaidOrder(payload, order, { language: pricing.language, alsoInTransaction });
  return true;
}
