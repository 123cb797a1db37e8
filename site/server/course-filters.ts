import type { CourseFilters } from '@halaqa/cms/services/courses/courses';
import { DIFFICULTIES } from '@halaqa/shared/schemas/courses';

/**
 * The catalogue's filters from a query string (GET /api/courses and the /courses page):
 * `q` (search), `price=free|paid`, `difficulty`. Unknown values are ignored, not refused, so a
 * stale link still shows the catalogue.
 */
export function catalogueFilters(url: URL): CourseFilters {
  const q = url.searchParams.get('q')?.trim().slice(0, 100) || undefined;
  const price = url.searchParams.get('price');
  const difficulty = url.searchParams.get('difficulty');
  return {
    q,
    price: price === 'free' || price === 'paid' ? price : undefined,
    difficulty: DIFFICULTIES.includes(difficulty as never) ? (difficulty as string) : undefined,
  };
}
