import type { TCourseCard } from '@halaqa/shared/api-contract/course-shapes';
import type { TenantContext } from '../../context';
import type { Actor } from '../../users/actor';
import { catalogueOf, visibleCards } from '../reads/catalogue-cache';
import type { CourseFilters } from '../reads/course-cards';

/**
 * GET /api/courses: the catalogue, newest first. Unlisted courses are left out, except for the
 * people who manage them.
 */
export async function listCourses(ctx: TenantContext, actor: Actor | null, filters: CourseFilters = {}): Promise<TCourseCard[]> {
  return visibleCards(await catalogueOf(ctx, filters), actor);
}
