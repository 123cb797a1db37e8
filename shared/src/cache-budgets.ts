/**
 * The most bytes each cache a server process keeps may hold (issue #45, item 3), in one place:
 * their sum is the most the caches can add to a site process's memory, which must stay under
 * the load benchmark's 300 MiB (docs/decisions/performance.md, "Site process memory"). Each
 * cache counts its values as two bytes a character of their text or JSON (or a page's encoded
 * bytes), plus its keys: an estimate, not V8's own figure, and the budgets leave room for it.
 * Caches of a few values fixed by the code (Intl formatters per locale, prepared statements'
 * names, the translators per language) are not here: their size does not grow with use.
 */
const MIB = 1024 * 1024;

export const CACHE_BUDGETS = {
  /** Visitors' rendered pages (site/server/page-cache.ts), by their encoded bytes. */
  pages: 24 * MIB,
  /** A lesson and its text as HTML (course-content-cache). */
  lessons: 16 * MIB,
  /** A course's details with its long description as HTML (course-content-cache). */
  courseDetails: 8 * MIB,
  /** A course's curriculum (course-content-cache). */
  curricula: 8 * MIB,
  /** The catalogue's cards per filters, with the counted copy made from them (catalogue-cache). */
  catalogues: 12 * MIB,
  /** Pages' kept HTML fragments (site/server/kept-fragments.ts). */
  fragments: 8 * MIB,
  /** The HTML of the signed-in header per user and language (site/components/kept-server-html.ts). */
  headerHtml: 8 * MIB,
  /** Courses' announcements (list-announcements). */
  announcements: 4 * MIB,
  /** Courses' ratings (catalogue/list-ratings). */
  ratings: 4 * MIB,
  /** Each site's count of students per course (student-counts). */
  studentCounts: 2 * MIB,
  /** Validated sessions (sessions/session-cache). */
  sessions: 4 * MIB,
  /** Tenants found by host (tenants/find-tenant-by-host). */
  tenantsByHost: 2 * MIB,
  /** The server translators' remembered phrases, all of them together (i18n/remembering-translator). */
  translations: 4 * MIB,
  /** Theme styles worked out from a site's colours (theme-shades). */
  themeStyles: 256 * 1024,
} as const;

/** Two bytes a character: what a JavaScript string may take (V8 keeps Latin-1 text in one). */
export const textBytes = (text: string): number => text.length * 2;
