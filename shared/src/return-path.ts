/**
 * Where sign-in and sign-up send the visitor back to (issue #15): the page they came from, as a
 * path on this same site. Anything that could leave the site (`//evil.example`, `/\evil`,
 * `https://…`, `javascript:`) or that the URL parser would read differently from how it looks
 * (tabs and newlines are dropped by it, so `/\t/evil` becomes `//evil`) falls back to the home
 * page, as does a path to the account pages themselves (sign-in, sign-up, forgot and reset
 * password, verify): coming back to them after signing in would be a loop or a spent link.
 */
export const RETURN_TO_PARAM = 'returnTo';

const DEFAULT_RETURN_PATH = '/';
const MAX_LENGTH = 2000;
/** The base only resolves the path; a path that changes the origin is not a path on this site. */
const PROBE_ORIGIN = 'https://return-path.invalid';
const ACCOUNT_PAGES = /^\/(sign-in|sign-up|forgot-password|reset-password|verify(\/[^/]*)?)$/;

export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return DEFAULT_RETURN_PATH;
  // Control characters (C0, DEL, C1) and backslashes: browsers treat `\` as `/` in paths.
  if (/[\p{Cc}\\]/u.test(value)) return DEFAULT_RETURN_PATH;
  if (!value.startsWith('/') || value.startsWith('//')) return DEFAULT_RETURN_PATH;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return DEFAULT_RETURN_PATH;
  }
  if (url.origin !== PROBE_ORIGIN) return DEFAULT_RETURN_PATH;
  const path = url.pathname.replace(/\/+$/, '') || '/';
  if (ACCOUNT_PAGES.test(path)) return DEFAULT_RETURN_PATH;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * A link to `page` (/sign-in, /sign-up, the Google start) that brings the visitor back to
 * `returnTo` afterwards; the plain page when there is nowhere better than home to return to.
 */
export function withReturnPath(page: string, returnTo: string): string {
  const safe = safeReturnPath(returnTo);
  return safe === DEFAULT_RETURN_PATH ? page : `${page}?${RETURN_TO_PARAM}=${encodeURIComponent(safe)}`;
}

/** The sign-in page for a visitor who asked for `page` signed out: it brings them back there, query included. */
export function signInFor(page: URL): string {
  return withReturnPath('/sign-in', `${page.pathname}${page.search}`);
}
