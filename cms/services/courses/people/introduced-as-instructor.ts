import { isOwner } from '@halaqa/shared/rights';
import type { TenantContext } from '../../context';
import { tenantDb } from '../../tenant-db';
import type { Actor } from '../../users/actor';

/**
 * Whether course pages introduce `actor` as their instructor, or will once they teach
 * (reads/course-details InstructorProfile): teachers, the trainer of any course of the site, and
 * its owner, who teaches the courses that name no trainer. /profile offers them the teacher's
 * profile form.
 */
export async function isIntroducedAsInstructor(ctx: TenantContext, actor: Actor): Promise<boolean> {
  if (actor.isTeacher || isOwner(actor)) return true;
  return (await tenantDb(ctx).count({ collection: 'courses', where: { trainer: { equals: actor.id } } })) > 0;
}
