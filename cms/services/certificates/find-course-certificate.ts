import type { Certificate } from '../../payload-types';
import type { TenantContext } from '../context';
import { findOne } from './certificate-lookup';

/** The certificate a user was given for a course, or null. */
export function findCourseCertificate(ctx: TenantContext, courseId: string, userId: string): Promise<Certificate | null> {
  return findOne(ctx, [{ subjectType: { equals: 'courses' } }, { subjectId: { equals: courseId } }, { user: { equals: userId } }]);
}
