import type { InvoicePayer } from '@halaqa/shared/commerce-event';
import { z } from 'zod';

/** A zod object shape with exactly `T`'s fields, each validated to its type. */
type ShapeOf<T> = { [K in keyof T]-?: z.ZodType<T[K]> };

/**
 * Who pays which plan invoice, and for how much: what every invoice route validates first. The
 * site sends it as `InvoicePayer` (shared/src/commerce-event.ts); the shape must match it field
 * for field.
 */
export const ZInvoicePayer = z.object({
  tenantId: z.string().uuid(),
  userId: z.string().uuid(),
  email: z.string().email(),
  invoiceId: z.string().uuid(),
  description: z.string().trim().min(1).max(200),
  /** EGP in pounds, as Medusa stores it. */
  amount: z.number().positive().multipleOf(0.01),
  notificationUrl: z.string().url(),
  pricingId: z.string().uuid(),
} satisfies ShapeOf<InvoicePayer>);
