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
  courseIds: z.array(z.string().uuid()).min(1).max(20),
  returnUrl: z.string().url(),
  notificationUrl: z.string().url(),
});

/**
 * POST /halaqa/checkout: the cart with its items in one call (in the site's channel, for our user
 * by metadata, never a Medusa customer), its payment collection and a Paymob session; answers the
 * hosted page. Courses without a priced product in this channel are refused as not for sale.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  await respond(res, ZCheckout, req.body, async (input) => {
    const courseIds = [...new Set(input.courseIds)];
    const variants = await variantsOfCourses(req.scope, input.salesChannelId, courseIds);
    if (courseIds.some((id) => !variants.has(id))) throw new HalaqaRefusal('NOT_FOR_SALE', 409);
    const { result } = await checkoutCartWorkflow(req.scope).run({
      input: courseCart({
        regionId: await egpRegion(req.scope),
        salesChannelId: input.salesChannelId,
        tenantId: input.tenantId,
        userId: input.userId,
        email: input.email,
        lines: courseIds.map((courseId) => ({ courseId, variant: variants.get(courseId)! })),
        notificationUrl: input.notificationUrl,
        returnUrl: input.returnUrl,
      }),
    });
    return { redirectUrl: result.checkoutUrl, cartId: result.cartId };
  });
}
