import type { MedusaRequest, MedusaResponse } from '@medusajs/framework/http';
import { z } from 'zod';
import { chargeInvoiceToSavedCard } from '../../../lib/charge-saved-card';
import { ZInvoicePayer } from '../../../lib/invoice-payer';
import { respond } from '../../../lib/respond';

const ZInvoiceCharge = ZInvoicePayer.extend({
  /** The token of Paymob's card token callback, as the site keeps it. */
  cardToken: z.string().trim().min(1).max(256),
});

/**
 * POST /halaqa/invoice-charge: a platform plan invoice paid with the owner's saved card, no one
 * present (issue #12, automatic renewal). Answers `{ order }` once paid; refusals:
 * INVOICE_ALREADY_PAID (409), CARD_DECLINED (402: declined, or a token Paymob does not know),
 * PAYMENTS_UNAVAILABLE (503: no MOTO integration configured).
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  await respond(res, ZInvoiceCharge, req.body, async (input) => ({ order: await chargeInvoiceToSavedCard(req.scope, input) }));
}
