import type { TCartItem, TCreatePaymentReply } from '@halaqa/shared/api-contract/payments';
import { piastresOf } from '@halaqa/shared/commission';
import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import type { Language } from '@halaqa/shared/i18n/languages';
import type { TenantContext } from '../context';
import { register } from '../courses/people/register';
import { tenantDb } from '../tenant-db';
import { siteOriginOf } from '../tenants/site-origin';
import type { Actor } from '../users/actor';
import type { CommerceProvider, CommerceStore } from './commerce-provider';
import { commerceProviderOrRefuse } from './commerce-settings';
import { storeOf } from './store-of';
import { productOf } from './course-product';
import { type CartCourse, priceCart } from './cart-items';
import { withPricedCheckout } from './priced-checkout';
import { PAYMOB_CALLBACK_PATH } from './paymob-callback-path';

/**
 * `action: "checkout"`: the cart, checked against this site's catalogue (an item of another site,
 * an unlisted course, one already owned or closed is refused with its own message), becomes a
 * payment on the gateway's hosted page. Free items register at once; a cart with nothing to pay
 * needs no gateway at all. `language`: the page's, which the order's mails will be written in.
 */
export async function checkout(ctx: TenantContext, actor: Actor, items: TCartItem[], language?: Language): Promise<TCreatePaymentReply> {
  const priced = await priceCart(ctx, actor, items);
  const refused = priced.find((line) => line.refusal);
  if (refused?.refusal) throw new AppError(refused.refusal);
  const courses = priced.flatMap((line) => (line.course ? [line.course] : []));
  const free = courses.filter((course) => course.price.price === 0).map((course) => course.id);
  const paid = courses.filter((course) => course.price.price > 0);
  const redirect = paid.length > 0 ? await startPayment(ctx, actor, paid, language) : null;
  for (const courseId of free) await register(ctx, actor, courseId);
  return redirect ?? { completed: true, courses: free };
}

/**
 * The paid courses become a cart in the commerce service and a payment on the gateway's page, with
 * Halaqa's record of the prices they were sold at (priced-checkout.ts): the payment is recorded
 * only if it matches. The buyer gets the page's address and nothing of the cart.
 */
async function startPayment(ctx: TenantContext, actor: Actor, courses: CartCourse[], language?: Language): Promise<{ redirectUrl: string }> {
  const provider = commerceProviderOrRefuse();
  const store = await storeOf(ctx, provider);
  const origin = siteOriginOf(ctx.tenant);
  const lines = courses.map((course) => ({ courseId: course.id, price: course.price.price, per: course.price.per }));
  const pricing = {
    kind: 'courses' as const,
    buyerId: actor.id,
    total: courses.reduce((sum, course) => sum + piastresOf(course.price.price), 0),
    lines: courses.map((course) => ({ courseId: course.id, price: piastresOf(course.price.price), per: course.price.per })),
    invoiceId: null,
    language,
  };
  const { redirectUrl } = await withPricedCheckout(ctx, pricing, async (pricingId) => {
    const request = { tenantId: ctx.tenant.id, userId: actor.id, email: actor.email, lines, pricingId, returnUrl: `${origin}/cart`, notificationUrl: `${origin}${PAYMOB_CALLBACK_PATH}` };
    try {
      return await provider.checkout(store, request);
    } catch (error) {
      // A course priced a moment ago may not have reached the store yet (its job is queued):
      // bring these courses' products up to date now and try once more.
      if (!(error instanceof AppError && error.code === AppErrorCode.NOT_FOR_SALE)) throw error;
      await syncNow(ctx, provider, store, courses.map((course) => course.id));
      return provider.checkout(store, request);
    }
  });
  return { redirectUrl };
}

async function syncNow(ctx: TenantContext, provider: CommerceProvider, store: CommerceStore, courseIds: string[]): Promise<void> {
  const { docs } = await tenantDb(ctx).find({ collection: 'courses', where: { id: { in: courseIds } } });
  for (const course of docs) await provider.syncCourse(store, productOf(ctx.tenant.id, course.id, course));
}
