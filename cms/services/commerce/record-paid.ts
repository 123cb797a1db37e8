import type { Payload, PayloadRequest } from 'payload';
import { recordPaidInvoice } from '../plans/record-paid-invoice';
import { isInvoiceOrder, type PaidOrder } from './commerce-provider';
import { recordPaidOrder } from './record-paid-order';

/**
 * Records a paid order from any of its messengers (the gateway's callback, Medusa's event, the
 * payer's return): a plan invoice's payment for the platform (issue #12), a course order for its
 * site. Both are idempotent, so whichever messenger comes first records it and the others do
 * nothing. `alsoInTransaction` is the caller's own record (the event id), written with it.
 */
export async function recordPaid(payload: Payload, order: PaidOrder, alsoInTransaction?: (req: PayloadRequest) => Promise<void>): Promise<void> {
  if (isInvoiceOrder(order)) await recordPaidInvoice(payload, order, alsoInTransaction);
  else await recordPaidOrder(payload, order, alsoInTransaction);
}
