import type { TCourseCard } from '@halaqa/shared/api-contract/course-shapes';

/** platform-core §5, §9: the home page shows 0 to 5 courses. */
export const MAX_HOME_COURSES = 5;

/** The ids the site chose to feature (Tenants.featuredCourses is free JSON written by editors). */
export function featuredIdsOf(featured: unknown): string[] {
  return Array.isArray(featured) ? featured.filter((id): id is string => typeof id === 'string' && id.length > 0) : [];
}

/**
 * The home page's course cards: the featured courses in their order, topped up with the newest
 * listed ones, `count` in all (clamped to 0–5), none twice.
 */
export function homeCourseCards(featured: readonly TCourseCard[], newest: readonly TCourseCard[], count: number): TCourseCard[] {
  const wanted = Math.max(0, Math.min(MAX_HOME_COURSES, Math.floor(count)));
  const chosen: TCourseCard[] = [];
  for (const card of [...featured, ...newest]) {
    if (chosen.length >= wanted) break;
    if (!chosen.some((entry) => entry.id === card.id)) chosen.push(card);
  }
  return chosen;
}
