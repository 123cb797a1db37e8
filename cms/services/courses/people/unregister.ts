import type { TenantContext } from '../../context';
import { tenantDb } from '../../tenant-db';
import type { Actor } from '../../users/actor';
import { findCourse } from '../catalogue/find-course';
import { membership } from './membership';

/** POST /api/courses/{id}/unregister/: leaves the course; progress is kept should they return. */
export async function unregister(ctx: TenantContext, actor: Actor, courseId: string): Promise<{ registered: false }> {
  const course = await findCourse(ctx, courseId);
  await tenantDb(ctx).delete({ collection: 'registrations', where: membership(course.id, actor.id) });
  return { registered: false };
}
