import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import type { TenantContext } from '../../context';
import { notifyManagers } from '../../notifications/notify-managers';
import { tenantDb } from '../../tenant-db';
import { transaction } from '../../unit-of-work';
import { isUniqueViolation } from '../../unique-violation';
import type { Actor } from '../../users/actor';
import { findCourse } from '../catalogue/find-course';
import { isRegistered } from './access-holds';
import { membership } from './membership';

/**
 * POST /api/courses/{id}/register/: only while registration is allowed, and never for free
 * when the course has a price (that is bought through the cart, services/commerce). Registering
 * twice is harmless. A new registration and the notification of the course's managers (issue
 * #14) commit together.
 */
export async function register(ctx: TenantContext, actor: Actor, courseId: string): Promise<{ registered: true }> {
  const course = await findCourse(ctx, courseId);
  if (await isRegistered(ctx, course.id, actor.id)) return { registered: true };
  if (course.registrationAllowed === false) throw new AppError(AppErrorCode.REGISTRATION_CLOSED);
  if ((course.price?.amount ?? 0) > 0) throw new AppError(AppErrorCode.PAYMENT_REQUIRED);
  try {
    await transaction(ctx, async (tx) => {
      const registration = await tenantDb(tx).create({ collection: 'registrations', data: { course: course.id, user: actor.id } });
      await notifyManagers(tx, { kind: 'registration', courseId: course.id, actorId: actor.id, eventKey: registration.id });
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // A paid period that ended (or was refunded), on a course that is free now: registering opens it for good.
    await tenantDb(ctx).update({ collection: 'registrations', where: membership(course.id, actor.id), data: { accessUntil: null, refundedAt: null } });
  }
  return { registered: true };
}
