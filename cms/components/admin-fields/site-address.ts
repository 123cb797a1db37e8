import { headers } from 'next/headers';
import { siteOriginOf, sitePort } from '../../lexical/site-image/address';

/**
 * The editor's site as their browser reaches it: the admin's own host on the site's port
 * (SITE_PORT, 4321 by default; none for 80 and 443). The admin runs beside the site on the same
 * host names, so this is where the editor signs in and where the site serves their files.
 */
export async function siteAddress(): Promise<string> {
  const requestHeaders = await headers();
  const host = (requestHeaders.get('host') ?? 'localhost').replace(/:\d+$/, '');
  return siteOriginOf(requestHeaders.get('x-forwarded-proto') ?? 'http', host, sitePort());
}
