import { accessUntilAfterPurchase, type AccessPeriod } from '@halaqa/shared/access-period';
import type { PayloadRequest, Where } from 'payload';
import type { TenantContext } from '../../context';
import { notifyManagers } from '../../notifications/notify-managers';
import { tenantDb } from '../../tenant-db';
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
  ctx: TenantContext,
  { userId, courseId, per, paidAt, orderId }: { userId: string; courseId: string; per: AccessPeriod; paidAt: string; orderId: string },
  req: PayloadRequest,
): Promise<void> {
  const db = tenantDb(ctx, req);
  const existing = await db.findOne({ collection: 'registrations', where: membership(courseId, userId) });
  if (existing?.order === orderId) return;
  const currentUntil = existing ? (existing.accessUntil ? new Date(existing.accessUntil) : null) : undefined;
  const until = accessUntilAfterPurchase({ per, paidAt: new Date(paidAt), currentUntil });
  const data = { accessUntil: until?.toISOString() ?? null, order: orderId };
  const registration = existing
    ? await db.update({ collection: 'registrations', id: existing.id, data })
    : await db.create({ collection: 'registrations', data: { course: courseId, user: userId, ...data } });
  if (until) await scheduleAccessEndingNotice(ctx.tenant.id, registration.id, until, req);
  // A new student of the course (issue #14); extending access one already has is no enrolment.
  if (!existing) await notifyManagers(ctx, { kind: 'registration', courseId, actorId: userId, eventKey: registration.id }, req);
}

/** A refunded order's access ends now; the student's progress is kept should they buy again. */
export async function endPaidAccess(ctx: TenantContext, { userId, courseId }: { userId: string; courseId: string }, req: PayloadRequest): Promise<void> {
  await tenantDb(ctx, req).update({ collection: 'registrations', where: membership(courseId, userId), data: { accessUntil: new Date().toISOString() } });
}
