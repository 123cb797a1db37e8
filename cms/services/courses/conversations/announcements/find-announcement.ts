import type { Announcement, Course } from '../../../../payload-types';
import type { TenantContext } from '../../../context';
import { findInTenant } from '../../../find-in-tenant';

export function findAnnouncement(ctx: TenantContext, course: Course, id: string): Promise<Announcement> {
  return findInTenant(ctx, 'announcements', [{ id: { equals: id } }, { course: { equals: course.id } }]);
}
