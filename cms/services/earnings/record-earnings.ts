import { splitSale } from '@halaqa/shared/commission';
import { isOwner } from '@halaqa/shared/rights';
import { sql } from '@payloadcms/db-postgres';
import type { Order } from '../../payload-types';
import { idOf, type TenantContext } from '../context';
import { subscriptionOf } from '../plans/plan-of-tenant';
import { tenantDb } from '../tenant-db';
import type { InTransaction } from '../unit-of-work';

/** Who earns from a course: its trainer, else the site's owner (also of a course deleted since the sale). */
async function beneficiaryOf(ctx: TenantContext, courseId: string | null): Promise<{ id: string; name: string } | null> {
  const db = tenantDb(ctx);
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
export async function recordEarnings(tx: InTransaction<TenantContext>, order: Order): Promise<void> {
  // The commission of the plan in force: free's once a paid plan has expired.
  const plan = subscriptionOf(tx.tenant).effectivePlan;
  const db = tenantDb(tx);
  for (const line of order.lines) {
    const course = idOf(line.course);
    if (course && (await db.count({ collection: 'earnings', where: { and: [{ orderId: { equals: order.orderId } }, { course: { equals: course } }] } })) > 0) continue;
    const beneficiary = await beneficiaryOf(tx, course);
    if (!beneficiary) continue;
    // Stored in piastres already (the order's price).
    const { commission, earning } = splitSale(line.price, plan);
    await db.create({
      collection: 'earnings',
      data: { beneficiary: beneficiary.id, beneficiaryName: beneficiary.name, course, courseName: line.courseName, orderId: order.orderId, gross: line.price, commission, earning, earningRefunded: 0, plan },
    });
  }
}

/** A refunded order's earnings stop counting towards anyone's balance. */
export async function reverseEarnings(tx: InTransaction<TenantContext>, orderId: string): Promise<void> {
  await tenantDb(tx).update({
    collection: 'earnings',
    where: { and: [{ orderId: { equals: orderId } }, { reversedAt: { exists: false } }] },
    data: { reversedAt: new Date().toISOString() },
  });
}

/**
 * A partial refund takes back the same share of each of the order's earnings (issue #44, item 5):
 * `refunded` of `total` piastres so far, recomputed from the order's running total rather than
 * added up refund by refund, so roundings never add up to more than the earning.
 */
export async function refundEarningsInPart(tx: InTransaction<TenantContext>, orderId: string, { refunded, total }: { refunded: number; total: number }): Promise<void> {
  await tenantDb(tx).execute(sql`
    UPDATE earnings SET earning_refunded = round(earning * ${refunded}::numeric / ${total}::numeric), updated_at = now()
    WHERE tenant_id = ${tx.tenant.id} AND order_id = ${orderId} AND reversed_at IS NULL`);
}
