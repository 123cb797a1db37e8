import type { TCertificate } from '@halaqa/shared/api-contract/certificates';
import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import type { TenantContext } from '../context';
import { findCourse } from '../courses/catalogue/find-course';
import { courseRoleOf } from '../courses/people/course-role';
import { tenantDb } from '../tenant-db';
import { isUniqueViolation } from '../unique-violation';
import type { Actor } from '../users/actor';
import { certificateStandingOf, type CertificateStanding } from './eligibility-of';
import { certificateView } from './certificate-view';
import { findCourseCertificate } from './find-course-certificate';

/**
 * POST /api/courses/{id}/certificate (learning-content §4, §7): a registered student asks for the
 * course's certificate. It is issued once: asking again, or twice at the same moment, returns the
 * same certificate (the unique index on subject and user lets only one insert through). Once
 * issued it stays, whatever later changes to the course or its rule.
 */

/** 80 random bits in lowercase base32: short enough to read out, impossible to guess. */
function newCertificateCode(): string {
  const bytes = new Uint8Array(10);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

/** The refusal naming the reason, in the words of the certificates catalogue. */
function notEligible(standing: CertificateStanding, threshold: number): AppError {
  return new AppError(AppErrorCode.NOT_ELIGIBLE, {
    messageKey: `certificates.notEligible.${standing.reason}`,
    params: { finished: standing.finished, total: standing.total, percent: standing.percent, threshold },
  });
}

export async function requestCourseCertificate(ctx: TenantContext, actor: Actor, courseId: string): Promise<TCertificate> {
  const course = await findCourse(ctx, courseId);
  const issued = await findCourseCertificate(ctx, course.id, actor.id);
  if (issued) return certificateView(issued, ctx.tenant);
  const role = await courseRoleOf(ctx, actor, course);
  if (!role.manager && !role.registered) throw new AppError(AppErrorCode.NOT_REGISTERED);
  const standing = await certificateStandingOf(ctx, course, actor.id, role.manager);
  if (!standing.eligible) throw notEligible(standing, course.certConfig?.score ?? 0);
  const graded = standing.possible > 0;
  try {
    const created = await tenantDb(ctx).create({
      collection: 'certificates',
      data: {
        subjectType: 'courses',
        subjectId: course.id,
        subjectName: course.name,
        user: actor.id,
        userName: actor.name,
        code: newCertificateCode(),
        grade: graded ? standing.earned : null,
        percent: graded ? standing.percent : null,
        possible: graded ? standing.possible : null,
      },
    });
    return certificateView(created, ctx.tenant);
  } catch (error) {
    // The same student asked twice at once: the other request issued it.
    if (!isUniqueViolation(error)) throw error;
    const winner = await findCourseCertificate(ctx, course.id, actor.id);
    if (!winner) throw error;
    return certificateView(winner, ctx.tenant);
  }
}
