import type { MedusaRequest, MedusaResponse } from '@medusajs/framework/http';
import { z } from 'zod';
import { egpRegion, variantsOfCourses } from '../../../lib/catalogue';
import { courseCart } from '../../../lib/checkout-carts';
import { respond } from '../../../lib/respond';
import { HalaqaRefusal } from '../../../lib/route-error';
import { checkoutCartWorkflow } from '../../../workflows/checkout-cart';

const ZCheckout = z.object({
  salesChannelId: z.string().min(1),
  tenantId: z.string().uuid(),
  userId: z.string().uuid(),
  email: z.string().email(),
  /** Each course with the price and period Halaqa sells it at (EGP in pounds). */
  lines: z
    .array(z.object({ courseId: z.string().uuid(), price: z.number().positive().multipleOf(0.01), per: z.enum(['week', 'month', 'session', 'year', 'day', 'lifetime']) }).strict())
    .min(1)
    .max(20),
  returnUrl: z.string().url(),
  notificationUrl: z.string().url(),
  pricingId: z.string().uuid(),
});

/**
 * POST /halaqa/checkout: the cart with its items in one call (in the site's channel, for our user
 * by metadata, never a Medusa customer), its payment collection and a Paymob session; answers the
 * hosted page. Courses without a product in this channel at the price and period Halaqa priced
 * them at (a repricing whose product update is still queued) are refused as not for sale: the
 * site brings the product up to date and asks again, so no cart charges other than what it priced.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  await respond(res, ZCheckout, req.body, async (input) => {
    const lines = [...new Map(input.lines.map((line) => [line.courseId, line])).values()];
    const variants = await variantsOfCourses(req.scope, input.salesChannelId, lines.map((line) => line.courseId));
    const sellsAsPriced = (line: (typeof lines)[number]) => variants.get(line.courseId)?.price === line.price && variants.get(line.courseId)?.per === line.per;
    if (!lines.every(sellsAsPriced)) throw new HalaqaRefusal('NOT_FOR_SALE', 409);
    const { result } = await checkoutCartWorkflow(req.scope).run({
      input: courseCart({
        regionId: await egpRegion(req.scope),
        salesChannelId: input.salesChannelId,
        tenantId: input.tenantId,
        userId: input.userId,
        pricingId: input.pricingId,
        email: input.email,
        lines: lines.map(({ courseId }) => ({ courseId, variant: variants.get(courseId)! })),
        notificationUrl: input.notificationUrl,
        returnUrl: input.returnUrl,
      }),
    });
    return { redirectUrl: result.checkoutUrl, cartId: result.cartId };
  });
}
