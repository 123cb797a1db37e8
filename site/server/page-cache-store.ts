import { createHash } from 'node:crypto';
import { TenantCacheStore } from '@halaqa/cms/services/content-version/tenant-cache-store';

/**
 * A rendered page kept for visitors: its HTML, encoded once (every hit sends these bytes as they
 * are), the validator browsers revalidate with, and the script policy Astro sent with it (the
 * hashes of the page's own scripts), which a hit must send again.
 */
export interface CachedPage {
  body: Uint8Array<ArrayBuffer>;
  contentType: string;
  etag: string;
  contentSecurityPolicy: string | null;
}

export function cachedPageOf(body: Uint8Array<ArrayBuffer>, contentType: string, contentSecurityPolicy: string | null = null): CachedPage {
  return { body, contentType, etag: `"${createHash('sha1').update(body).digest('base64url')}"`, contentSecurityPolicy };
}

/** Rendered pages per tenant (TenantCacheStore), measured by their encoded size and their headers' text. */
export class PageCacheStore extends TenantCacheStore<CachedPage> {
  constructor(maxBytes: number) {
    super(maxBytes, (page) => page.body.byteLength + 2 * (page.contentType.length + page.etag.length + (page.contentSecurityPolicy?.length ?? 0)));
  }
}
