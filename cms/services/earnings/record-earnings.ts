import { piastresOf, splitSale } from '@halaqa/shared/commission';
import { isOwner } from '@halaqa/shared/rights';
import type { PayloadRequest } from 'payload';
import { idOf, type TenantContext } from '../context';
import type { PaidOrder } from '../commerce/commerce-provider';
import { subscriptionOf } from '../plans/plan-limits';

/** Who earns from a course: its trainer, else the site's owner. */
async function beneficiaryOf(ctx: TenantContext, courseId: string, req: PayloadRequest): Promise<string | null> {
  const course = await ctx.payload.findByID({ collection: 'courses', id: courseId, depth: 0, overrideAccess: true, disableErrors: true, req });
  const trainer = idOf(course?.trainer);
  if (trainer) return trainer;
  const { docs } = await ctx.payload.find({
    collection: 'users',
    where: { and: [{ tenant: { equals: ctx.tenant.id } }, { 'role.role': { equals: 'owner' } }] },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  });
  return docs.find(isOwner)?.id ?? null;
}

/**
 * The earnings of a paid order, one per line, with the platform's commission of the site's plan
 * (shared/src/commission.ts). Called by the order's fulfilment inside its transaction; a line
 * already recorded is left alone, so a rerun earns nothing twice.
 */
export async function recordEarnings(ctx: TenantContext, order: PaidOrder, req: PayloadRequest): Promise<void> {
  // The commission of the plan in force: free's once a paid plan has expired.
  const plan = subscriptionOf(ctx.tenant).effectivePlan;
  for (const line of order.lines) {
    const { totalDocs } = await ctx.payload.count({ collection: 'earnings', where: { and: [{ orderId: { equals: order.orderId } }, { course: { equals: line.courseId } }] }, overrideAccess: true, req });
    if (totalDocs > 0) continue;
    const beneficiary = await beneficiaryOf(ctx, line.courseId, req);
    if (!beneficiary) continue;
    const gross = piastresOf(line.price);
    const { commission, earning } = splitSale(gross, plan);
    await ctx.payload.create({
      collection: 'earnings',
      data: { tenant: ctx.tenant.id, beneficiary, course: line.courseId, orderId: order.orderId, gross, commission, earning, plan },
      depth: 0,
      overrideAccess: true,
      req,
    });
  }
}

/** A refunded order's earnings stop counting towards anyone's balance. */
export async function reverseEarnings(ctx: TenantContext, orderId: string, req: PayloadRequest): Promise<void> {
  await ctx.payload.update({
    collection: 'earnings',
    where: { and: [{ tenant: { equals: ctx.tenant.id } }, { orderId: { equals: orderId } }, { reversedAt: { exists: false } }] },
    data: { reversedAt: new Date().toISOString() },
    depth: 0,
    overrideAccess: true,
    req,
  });
}
