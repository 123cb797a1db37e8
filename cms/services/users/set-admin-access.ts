import { EVERY_COURSE } from '@halaqa/shared/course-management';
import type { TAdminAccessRequest } from '@halaqa/shared/schemas/account-management';
import { toPublicUser } from '../accounts/public-user';
import type { TenantContext } from '../context';
import { tenantDb } from '../tenant-db';
import { assertMayChangeRights, assertRight, findManageableUser, type Actor } from './actor';
import { assertSiteCourses } from './site-courses';
import { assertSiteServices } from './site-services';

/**
 * PUT /api/users/{id}/admin-access {rights, adminCourses?, adminServices?}: make a user an admin
 * with exactly these rights and limits, in one write (the rights call and the assignment calls
 * one after the other could leave an admin with rights but without their limits). It takes what
 * each of those calls takes: modify-admins, and modify-courses or modify-services for the lists
 * sent; as on the rights call, an admin gives and takes away only the rights they hold. Only
 * courses newly listed are checked, so a course deleted since stays harmlessly listed rather
 * than blocking every later change.
 */
export async function setAdminAccess(ctx: TenantContext, actor: Actor, userId: string, request: TAdminAccessRequest) {
  const target = await findManageableUser(ctx, actor, userId, 'modify-admins');
  const current = target.role ?? {};
  const adminCourses = request.adminCourses ? [...new Set(request.adminCourses)] : (current.adminCourses ?? []);
  const adminServices = request.adminServices ? [...new Set(request.adminServices)] : (current.adminServices ?? []);
  if (request.adminCourses) {
    assertRight(actor, 'modify-courses');
    const added = adminCourses.filter((id) => id !== EVERY_COURSE && !current.adminCourses?.includes(id));
    await assertSiteCourses(ctx, added, 'adminCourses');
  }
  if (request.adminServices) {
    assertRight(actor, 'modify-services');
    assertSiteServices(adminServices.filter((id) => !current.adminServices?.includes(id)), 'adminServices');
  }
  const rights = [...new Set(request.rights)];
  assertMayChangeRights(actor, target, rights);
  const role = { role: 'admin' as const, rights, adminCourses, adminServices };
  const updated = await tenantDb(ctx).update({ collection: 'users', id: target.id, data: { role } });
  return toPublicUser(updated);
}
