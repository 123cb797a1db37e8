import type { MedusaRequest, MedusaResponse } from '@medusajs/framework/http';
import { z } from 'zod';
import { syncCourseProduct } from '../../../lib/catalogue';
import { respond } from '../../../lib/respond';

const ZSync = z.object({
  salesChannelId: z.string().min(1),
  course: z.object({
    tenantId: z.string().uuid(),
    courseId: z.string().uuid(),
    name: z.string().max(300),
    price: z.number().nonnegative(),
    per: z.enum(['week', 'month', 'day', 'year', 'lifetime', 'session']),
    forSale: z.boolean(),
  }),
});

/** POST /halaqa/products {salesChannelId, course} → the course's product matches the course. */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  await respond(res, ZSync, req.body, async ({ salesChannelId, course }) => {
    await syncCourseProduct(req.scope, salesChannelId, course);
    return { ok: true };
  });
}
