import { splitSale } from '@halaqa/shared/commission';
import { isOwner } from '@halaqa/shared/rights';
import type { PayloadRequest } from 'payload';
import type { Order } from '../../payload-types';
import { idOf, type TenantContext } from '../context';
import { subscriptionOf } from '../plans/plan-of-tenant';
import { tenantDb } from '../tenant-db';

/** Who earns from a course: its trainer, else the site's owner (also of a course deleted since the sale). */
async function beneficiaryOf(ctx: TenantContext, courseId: string | null, req: PayloadRequest): Promise<{ id: string; name: string } | null> {
  const db = tenantDb(ctx, req);
  const course = courseId ? await db.findById({ collection: 'courses', id: courseId, select: { trainer: true } }) : null;
  const trainerId = idOf(course?.trainer);
  const trainer = trainerId ? await db.findById({ collection: 'users', id: trainerId, select: { name: true } }) : null;
  if (trainer) return trainer;
  const owner = await db.findOne({ collection: 'users', where: { 'role.role': { equals: 'owner' } } });
  return owner && isOwner(owner) ? owner : null;
}

/**
 * The earnings of a paid order, one per line, with the platform's commission of the site's plan
 * (shared/src/commission.ts). Called by the order's fulfilment inside its transaction; a line
 * already recorded is left alone, so a rerun earns nothing twice. Each row keeps the names of its
 * trainer and course: it outlives both (issue #40, item 1).
 */
export async function recordEarnings(ctx: TenantContext, order: Order, req: PayloadRequest): Promise<void> {
  // The commission of the plan in force: free's once a paid plan has expired.
  const plan = subscriptionOf(ctx.tenant).effectivePlan;
  const db = tenantDb(ctx, req);
  for (const line of order.lines) {
    const course = idOf(line.course);
    if (course && (await db.count({ collection: 'earnings', where: { and: [{ orderId: { equals: order.orderId } }, { course: { equals: course } }] } })) > 0) continue;
    const beneficiary = await beneficiaryOf(ctx, course, req);
    if (!beneficiary) continue;
    // Stored in piastres already (the order's price).
    const { commission, earning } = splitSale(line.price, plan);
    await db.create({
      collection: 'earnings',
      data: { beneficiary: beneficiary.id, beneficiaryName: beneficiary.name, course, courseName: line.courseName, orderId: order.orderId, gross: line.price, commission, earning, plan },
    });
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
