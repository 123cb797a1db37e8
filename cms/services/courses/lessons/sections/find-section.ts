import type { CourseSection } from '../../../../payload-types';
import type { TenantContext } from '../../../context';
import { findInTenant } from '../../../find-in-tenant';

/** Section `sectionId` of course `courseId` on the request's site; another course's or site's is 404. */
export function findSectionOf(ctx: TenantContext, courseId: string, sectionId: string): Promise<CourseSection> {
  return findInTenant(ctx, 'course-sections', [{ id: { equals: sectionId } }, { course: { equals: courseId } }]);
}
