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
