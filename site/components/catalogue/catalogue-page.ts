/**
 * The catalogue shows this many cards a page; `?page=N` (1-based) chooses one. A page past the
 * end shows the last, so a link kept from a longer catalogue still shows courses.
 */
export const COURSES_PER_PAGE = 24;

export interface CataloguePage<T> {
  items: T[];
  page: number;
  pages: number;
}

export function catalogueSlice<T>(all: readonly T[], requested: string | null): CataloguePage<T> {
  const pages = Math.max(1, Math.ceil(all.length / COURSES_PER_PAGE));
  const asked = Number.parseInt(requested ?? '1', 10);
  const page = Math.min(pages, Math.max(1, Number.isFinite(asked) ? asked : 1));
  return { items: all.slice((page - 1) * COURSES_PER_PAGE, page * COURSES_PER_PAGE), page, pages };
}

/** The same catalogue URL (search and filters kept) at another page. */
export function catalogueHref(url: URL, page: number): string {
  const params = new URLSearchParams(url.searchParams);
  if (page <= 1) params.delete('page');
  else params.set('page', String(page));
  const query = params.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}
