import type { MedusaRequest, MedusaResponse } from '@medusajs/framework/http';
import { createCartWorkflow, createPaymentCollectionForCartWorkflow, createPaymentSessionsWorkflow } from '@medusajs/medusa/core-flows';
import { ContainerRegistrationKeys } from '@medusajs/framework/utils';
import { z } from 'zod';
import { egpRegion, variantsOfCourses } from '../../../lib/catalogue';
import { PAYMOB_PROVIDER_ID } from '../../../lib/paymob-payments';
import { respond } from '../../../lib/respond';
import { HalaqaRefusal } from '../../../lib/route-error';

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
 * hosted page. Courses without a product in this channel are refused as not for sale.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  await respond(res, ZCheckout, req.body, async (input) => {
    const courseIds = [...new Set(input.courseIds)];
    const variants = await variantsOfCourses(req.scope, input.salesChannelId, courseIds);
    if (courseIds.some((id) => !variants.has(id))) throw new HalaqaRefusal('NOT_FOR_SALE', 409);
    const { result: cart } = await createCartWorkflow(req.scope).run({
      input: {
        region_id: await egpRegion(req.scope),
        sales_channel_id: input.salesChannelId,
        currency_code: 'egp',
        email: input.email,
        metadata: { tenant_id: input.tenantId, user_id: input.userId },
        items: courseIds.map((courseId) => ({ variant_id: variants.get(courseId)!.variantId, quantity: 1, metadata: { course_id: courseId, per: variants.get(courseId)!.per } })),
      },
    });
    await createPaymentCollectionForCartWorkflow(req.scope).run({ input: { cart_id: cart.id } });
    const query = req.scope.resolve(ContainerRegistrationKeys.QUERY);
    const {
      data: [withCollection],
    } = await query.graph({ entity: 'cart', fields: ['id', 'payment_collection.id'], filters: { id: cart.id } });
    const { result: session } = await createPaymentSessionsWorkflow(req.scope).run({
      input: {
        payment_collection_id: withCollection.payment_collection!.id,
        provider_id: PAYMOB_PROVIDER_ID,
        data: { notification_url: input.notificationUrl, redirection_url: input.returnUrl, email: input.email, reference: cart.id },
      },
    });
    return { redirectUrl: String((session.data as { checkout_url: string }).checkout_url), cartId: cart.id };
  });
}
