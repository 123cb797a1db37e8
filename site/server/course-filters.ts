import type { CourseFilters } from '@halaqa/cms/services/courses/reads/course-cards';
import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import { DIFFICULTIES } from '@halaqa/shared/schemas/courses';

/**
 * Control characters (PostgreSQL cannot even compare NUL) and U+FFFD, which is what malformed
 * percent-encoding (%C0%AF, an encoded surrogate) decodes to: no course name contains them.
 */
const UNSEARCHABLE = /[\u0000-\u001f\u007f\ufffd]/; // eslint-disable-line no-control-regex -- finding them is its purpose

/**
 * The catalogue's filters from a query string (GET /api/courses and the /courses page):
 * `q` (search), `price=free|paid`, `difficulty`. Unknown values are ignored, not refused, so a
 * stale link still shows the catalogue. Search text no course could match (see UNSEARCHABLE)
 * is refused with 400; the /courses page shows it as a search without results.
 */
export function catalogueFilters(url: URL): CourseFilters {
  const q = url.searchParams.get('q')?.trim().slice(0, 100) || undefined;
  if (q && UNSEARCHABLE.test(q)) throw new AppError(AppErrorCode.VALIDATION, { messageKey: 'validation.searchInvalid', field: 'q' });
  const price = url.searchParams.get('price');
  const difficulty = url.searchParams.get('difficulty');
  return {
    q,
    price: price === 'free' || price === 'paid' ? price : undefined,
    difficulty: DIFFICULTIES.includes(difficulty as never) ? (difficulty as string) : undefined,
  };
}

/** The same for the /courses page: unsearchable text is a search that finds nothing (null). */
export function pageCatalogueFilters(url: URL): CourseFilters | null {
  try {
    return catalogueFilters(url);
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}
