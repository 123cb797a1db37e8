import { accessUntilAfterPurchase, type AccessPeriod } from '@halaqa/shared/access-period';
import type { Where } from 'payload';
import type { TenantContext } from '../../context';
import { notifyManagers } from '../../notifications/notify-managers';
import { tenantDb } from '../../tenant-db';
import type { InTransaction } from '../../unit-of-work';
import { scheduleAccessEndingNotice } from './access-ending-notice';

/** A student's registration to a course: one at most (the accessor adds the tenant). */
const membership = (courseId: string, userId: string): Where => ({ and: [{ course: { equals: courseId } }, { user: { equals: userId } }] });

/**
 * Access bought with an order (issue #11): the buyer is registered to the course until the end
 * of the period bought (for good with a lifetime price), extending what they still have. The
 * order is remembered on the registration, so running the same order again changes nothing. Access
 * for a period gets its reminder three days before it ends (access-ending-notice).
 */
export async function grantPaidAccess(
  tx: InTransaction<TenantContext>,
  { userId, courseId, per, paidAt, orderId }: { userId: string; courseId: string; per: AccessPeriod; paidAt: string; orderId: string },
): Promise<void> {
  const db = tenantDb(tx);
  const existing = await db.findOne({ collection: 'registrations', where: membership(courseId, userId) });
  if (existing?.order === orderId) return;
  const currentUntil = existing ? (existing.accessUntil ? new Date(existing.accessUntil) : null) : undefined;
  const until = accessUntilAfterPurchase({ per, paidAt: new Date(paidAt), currentUntil });
  // Buying again after a refund makes them a student again.
  const data = { accessUntil: until?.toISOString() ?? null, order: orderId, refundedAt: null };
  const registration = existing
    ? await db.update({ collection: 'registrations', id: existing.id, data })
    : await db.create({ collection: 'registrations', data: { course: courseId, user: userId, ...data } });
  if (until) await scheduleAccessEndingNotice(tx, registration.id, until);
  // A new student of the course (issue #14); extending access one already has is no enrolment.
  if (!existing) await notifyManagers(tx, { kind: 'registration', courseId, actorId: userId, eventKey: registration.id });
}

/**
 * A refunded order's access ends now, and the buyer stops counting as the course's student
 * (access-holds' notEndedByRefund); their progress is kept should they buy again.
 */
export async function endPaidAccess(tx: InTransaction<TenantContext>, { userId, courseId }: { userId: string; courseId: string }): Promise<void> {
  const now = new Date().toISOString();
  await tenantDb(tx).update({ collection: 'registrations', where: membership(courseId, userId), data: { accessUntil: now, refundedAt: now } });
}
