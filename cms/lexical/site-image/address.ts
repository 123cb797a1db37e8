/**
 * Rich text stored as Lexical state shows images from this site's own file store only: an
 * address on the same site under `/files/` (services/files), as the site's editor writes it
 * after an upload. An image from anywhere else would let a forum post carry a tracking pixel,
 * so no scheme, no `//host`, and no `..` that would climb out of `/files/`.
 */
const ANY_SITE = 'https://site.invalid';

export function isSiteFileAddress(src: string): boolean {
  if (!src.startsWith('/files/')) return false;
  // The browser's own reading of the address: `/files/../api/x`, `/files/%2e%2e/x` or a
  // backslash trick end up elsewhere once resolved, and then they are not files.
  const resolved = URL.parse(src, ANY_SITE);
  return resolved !== null && resolved.origin === ANY_SITE && resolved.pathname.startsWith('/files/');
}

/**
 * The site's address as the editor's browser reaches it, from the admin page's own protocol and
 * host name and the site's port (SITE_PORT; none for 80 and 443): the admin runs beside the
 * site on the same host names, on its own port.
 */
export function siteOriginOf(protocol: string, hostname: string, sitePort: string): string {
  const scheme = protocol.replace(/:$/, '');
  return `${scheme}://${hostname}${sitePort === '80' || sitePort === '443' ? '' : `:${sitePort}`}`;
}

/** The site's port (SITE_PORT, 4321 by default), read on the server. */
export function sitePort(): string {
  return process.env.SITE_PORT ?? '4321';
}
