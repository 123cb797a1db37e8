import { isSignedCommerceEvent, type PaidOrderEvent } from '@halaqa/shared/commerce-event';
import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import { PRICE_UNITS } from '@halaqa/shared/schemas/courses';
import type { Payload } from 'payload';
import { z } from 'zod';
import { commerceEventSecret } from './commerce-settings';
import { recordPaid } from './record-paid';

const ZPaidOrderEvent = z.object({
  id: z.string().min(1).max(200),
  type: z.literal('order.paid'),
  data: z
    .object({
      orderId: z.string().min(1),
      cartId: z.string().min(1),
      tenantId: z.string().uuid(),
      userId: z.string().uuid(),
      currency: z.literal('egp'),
      total: z.number().nonnegative(),
      lines: z.array(z.object({ courseId: z.string().uuid(), price: z.number().nonnegative(), per: z.enum(PRICE_UNITS) })),
      invoiceId: z.string().uuid().nullable(),
      transactionId: z.string().min(1),
      paidAt: z.string().datetime({ offset: true }),
      amountPaid: z.number().nonnegative(),
      pricingId: z.string().uuid().nullable(),
    })
    // A course order buys at least one course; a plan invoice's order has no course lines.
    .refine((order) => order.invoiceId !== null || order.lines.length > 0, { path: ['lines'], message: 'A course order has at least one line.' }),
}) satisfies z.ZodType<PaidOrderEvent>;

/**
 * An event from Medusa: refused unless signed with the shared secret; recorded once by its id,
 * in the same transaction as the order it reports (which the callback or the buyer's return
 * may have recorded already).
 */
export async function receiveCommerceEvent(payload: Payload, rawBody: string, signature: string | null): Promise<void> {
  // Without a commerce service nothing can have signed an event.
  const secret = commerceEventSecret();
  if (!secret || !isSignedCommerceEvent(rawBody, signature, secret)) throw new AppError(AppErrorCode.FORBIDDEN);
  let parsedJson: unknown;
  try {
    parsedJson = JSON.parse(rawBody);
  } catch {
    throw new AppError(AppErrorCode.VALIDATION, { messageKey: 'validation.invalidJson', field: 'body' });
  }
  const parsed = ZPaidOrderEvent.safeParse(parsedJson);
  if (!parsed.success) throw new AppError(AppErrorCode.VALIDATION, { field: 'body' });
  const event = parsed.data;
  await recordPaid(payload, event.data, async (req) => {
    // Platform-wide (no request's site): the event is signed by the commerce service, and the row
    // is written for the site the signed event names, on the transaction that records the payment.
    await payload.create({ collection: 'commerce-events', data: { tenant: event.data.tenantId, eventId: event.id, type: event.type }, depth: 0, overrideAccess: true, req });
  });
}
