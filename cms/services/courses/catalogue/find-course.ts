import type { Course } from '../../../payload-types';
import type { TenantContext } from '../../context';
import { findInTenant } from '../../find-in-tenant';

/**
 * Finding a course of the request's tenant and deciding what the requesting user is to it.
 * Every course call starts here, so a course of another tenant is "not found" everywhere.
 */

/** A course of this tenant by its id; another tenant's, or none, is 404. */
export function findCourse(ctx: TenantContext, id: string): Promise<Course> {
  return findInTenant(ctx, 'courses', [{ id: { equals: id } }]);
}
