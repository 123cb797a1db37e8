import type { Where } from 'payload';
import type { TenantContext } from '../../context';
import { tenantDb } from '../../tenant-db';

/**
 * Registrations whose access holds now: for good, or paid for a period that has not ended (the
 * `registered` of shared/lesson-opening's rule; shared/access-period's hasAccess).
 */
export function accessHolds(now = new Date()): Where {
  return { or: [{ accessUntil: { exists: false } }, { accessUntil: { greater_than: now.toISOString() } }] };
}

export async function isRegistered(ctx: TenantContext, courseId: string, userId: string): Promise<boolean> {
  return (await tenantDb(ctx).count({ collection: 'registrations', where: { and: [{ course: { equals: courseId } }, { user: { equals: userId } }, accessHolds()] } })) > 0;
}

/** The access a user holds to a course now: none, for good (free, lifetime), or paid until a date. */
export async function accessOf(ctx: TenantContext, courseId: string, userId: string): Promise<'none' | 'for-good' | 'until'> {
  const registration = await tenantDb(ctx).findOne({
    collection: 'registrations',
    where: { and: [{ course: { equals: courseId } }, { user: { equals: userId } }, accessHolds()] },
    select: { accessUntil: true },
  });
  if (!registration) return 'none';
  return registration.accessUntil ? 'until' : 'for-good';
}

/**
 * Registrations a full refund did not end (issue #44, item 5): the course's students, as every
 * count and list of them (course cards, the course's students, analytics, the at-risk list, the
 * teacher's counters, the admin home) takes them. A period that merely ran out still counts: that
 * student was one; a refunded buyer took their money back and never was.
 */
export const notEndedByRefund = (): Where => ({ refundedAt: { exists: false } });
