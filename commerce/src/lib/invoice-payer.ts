import { z } from 'zod';

/** Who pays which plan invoice, and for how much: what every invoice route validates first. */
export const ZInvoicePayer = z.object({
  tenantId: z.string().uuid(),
  userId: z.string().uuid(),
  email: z.string().email(),
  invoiceId: z.string().uuid(),
  description: z.string().trim().min(1).max(200),
  /** EGP in pounds, as Medusa stores it. */
  amount: z.number().positive().multipleOf(0.01),
  notificationUrl: z.string().url(),
});
