import { priceCart } from '@halaqa/cms/services/commerce/cart-items';
import { ZCartRequest, type ZCartReply } from '@halaqa/shared/api-contract/payments';
import { piastresOf } from '@halaqa/shared/commission';
import { messageKeyOf } from '@halaqa/shared/errors';
import type { z } from 'zod';
import { endpoint, tenantContext } from '@site/server/endpoint';
import { json, readJsonBody } from '@site/server/http';

/** POST /api/payments/cart {items} → each item priced or refused (translated), and the total. */
export const POST = endpoint(async (context) => {
  const { items } = await readJsonBody(context.request, ZCartRequest);
  const priced = await priceCart(tenantContext(context), context.locals.user, items);
  const reply: z.infer<typeof ZCartReply> = {
    lines: priced.map((line) => ({ item: line.item, course: line.course ?? null, refusal: line.refusal ? context.locals.t(messageKeyOf[line.refusal]) : null })),
    total: priced.reduce((sum, line) => sum + (line.refusal || !line.course ? 0 : piastresOf(line.course.price.price)), 0) / 100,
  };
  return json(reply);
});
