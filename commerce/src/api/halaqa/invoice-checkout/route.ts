import type { MedusaRequest, MedusaResponse } from '@medusajs/framework/http';
import { z } from 'zod';
import { egpRegion } from '../../../lib/catalogue';
import { invoiceCart } from '../../../lib/checkout-carts';
import { ZInvoicePayer } from '../../../lib/invoice-payer';
import { orderOfInvoice } from '../../../lib/orders';
import { respond } from '../../../lib/respond';
import { HalaqaRefusal } from '../../../lib/route-error';
import { checkoutCartWorkflow } from '../../../workflows/checkout-cart';

const ZInvoiceCheckout = ZInvoicePayer.extend({ returnUrl: z.string().url() });

/**
 * POST /halaqa/invoice-checkout: a site's owner pays a platform plan invoice (issue #12). The cart
 * is in no sales channel, with one custom line for the invoice's amount; its payment collection
 * and Paymob session as for courses; answers the hosted page. Each call makes a new cart (the
 * owner may retry), but an invoice that an order has paid already is refused.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  await respond(res, ZInvoiceCheckout, req.body, async (input) => {
    if (await orderOfInvoice(req.scope, input.invoiceId)) throw new HalaqaRefusal('INVOICE_ALREADY_PAID', 409);
    const { result } = await checkoutCartWorkflow(req.scope).run({ input: invoiceCart({ regionId: await egpRegion(req.scope), ...input }) });
    return { redirectUrl: result.checkoutUrl, cartId: result.cartId };
  });
}
