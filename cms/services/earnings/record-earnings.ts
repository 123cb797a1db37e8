import { piastresOf, splitSale } from '@halaqa/shared/commission';
import { isOwner } from '@halaqa/shared/rights';
import type { PayloadRequest } from 'payload';
import { idOf, type TenantContext } from '../context';
import type { PaidOrder } from '../commerce/commerce-provider';
import { subscriptionOf } from '../plans/plan-of-tenant';
import { tenantDb } from '../tenant-db';

/** Who earns from a course: its trainer, else the site's owner. */
async function beneficiaryOf(ctx: TenantContext, courseId: string, req: PayloadRequest): Promise<string | null> {
  const db = tenantDb(ctx, req);
  const course = await db.findById({ collection: 'courses', id: courseId, select: { trainer: true } });
  const trainer = idOf(course?.trainer);
  if (trainer) return trainer;
  const owner = await db.findOne({ collection: 'users', where: { 'role.role': { equals: 'owner' } } });
  return owner && isOwner(owner) ? owner.id : null;
}

/**
 * The earnings of a paid order, one per line, with the platform's commission of the site's plan
 * (shared/src/commission.ts). Called by the order's fulfilment inside its transaction; a line
 * already recorded is left alone, so a rerun earns nothing twice.
 */
export async function recordEarnings(ctx: TenantContext, order: PaidOrder, req: PayloadRequest): Promise<void> {
  // The commission of the plan in force: free's once a paid plan has expired.
  const plan = subscriptionOf(ctx.tenant).effectivePlan;
  const db = tenantDb(ctx, req);
  for (const line of order.lines) {
    if ((await db.count({ collection: 'earnings', where: { and: [{ orderId: { equals: order.orderId } }, { course: { equals: line.courseId } }] } })) > 0) continue;
    const beneficiary = await beneficiaryOf(ctx, line.courseId, req);
    if (!beneficiary) continue;
    const gross = piastresOf(line.price);
    const { commission, earning } = splitSale(gross, plan);
    await db.create({ collection: 'earnings', data: { beneficiary, course: line.courseId, orderId: order.orderId, gross, commission, earning, plan } });
  }
}

/** A refunded order's earnings stop counting towards anyone's balance. */
export async function reverseEarnings(ctx: TenantContext, orderId: string, req: PayloadRequest): Promise<void> {
  await tenantDb(ctx, req).update({
    collection: 'earnings',
    where: { and: [{ orderId: { equals: orderId } }, { reversedAt: { exists: false } }] },
    data: { reversedAt: new Date().toISOString() },
  });
}
