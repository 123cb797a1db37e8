import type { TenantContext } from '../../context';
import type { Actor } from '../../users/actor';
import { catalogueOf, visibleCardsJson } from '../reads/catalogue-cache';
import type { CourseFilters } from '../reads/course-cards';

/** listCourses as GET /api/courses's JSON body, the same bytes, mostly kept ready (reads/catalogue-cache). */
export async function listCoursesJson(ctx: TenantContext, actor: Actor | null, filters: CourseFilters = {}): Promise<string> {
  return visibleCardsJson(await catalogueOf(ctx, filters), actor);
}
