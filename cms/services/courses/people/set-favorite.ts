import type { TenantContext } from '../../context';
import { tenantDb } from '../../tenant-db';
import { isUniqueViolation } from '../../unique-violation';
import type { Actor } from '../../users/actor';
import { findCourse } from '../catalogue/find-course';
import { membership } from './membership';

/** POST and DELETE /api/courses/{id}/favorite/. */
export async function setFavorite(ctx: TenantContext, actor: Actor, courseId: string, favorite: boolean): Promise<{ favorite: boolean }> {
  const course = await findCourse(ctx, courseId);
  const db = tenantDb(ctx);
  const where = membership(course.id, actor.id);
  if (!favorite) {
    await db.delete({ collection: 'favorites', where });
    return { favorite: false };
  }
  if ((await db.count({ collection: 'favorites', where })) === 0) {
    try {
      await db.create({ collection: 'favorites', data: { course: course.id, user: actor.id } });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  return { favorite: true };
}
