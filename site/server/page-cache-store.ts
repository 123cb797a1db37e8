import { createHash } from 'node:crypto';

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

/**
 * Rendered pages per tenant, least recently used first out, bounded by count and size.
 *
 * `generation` moves on every forget. A render remembers the generation it started in and is
 * stored only if nothing was forgotten meanwhile: a page rendered from data read before a change
 * must never be kept after hearing of that change.
 */
export class PageCacheStore {
  private readonly pages = new Map<string, CachedPage>();
  private readonly keysOfTenant = new Map<string, Set<string>>();
  private bytes = 0;
  private current = 0;

  constructor(
    private readonly maxPages: number,
    private readonly maxBytes: number,
  ) {}

  get generation(): number {
    return this.current;
  }

  get size(): number {
    return this.pages.size;
  }

  get(tenantId: string, key: string): CachedPage | undefined {
    const fullKey = `${tenantId}\n${key}`;
    const page = this.pages.get(fullKey);
    if (page) {
      // Map keeps insertion order: moving a page to the end makes the first one the least recently used.
      this.pages.delete(fullKey);
      this.pages.set(fullKey, page);
    }
    return page;
  }

  /** Keeps the page unless something was forgotten since `startedInGeneration`; says whether it did. */
  set(tenantId: string, key: string, page: CachedPage, startedInGeneration: number): boolean {
    if (startedInGeneration !== this.current) return false;
    const size = page.body.byteLength;
    if (size > this.maxBytes) return false;
    const fullKey = `${tenantId}\n${key}`;
    this.remove(fullKey);
    this.pages.set(fullKey, page);
    this.bytes += size;
    let keys = this.keysOfTenant.get(tenantId);
    if (!keys) this.keysOfTenant.set(tenantId, (keys = new Set()));
    keys.add(fullKey);
    while (this.pages.size > this.maxPages || this.bytes > this.maxBytes) {
      this.remove(this.pages.keys().next().value!);
    }
    return true;
  }

  forgetTenant(tenantId: string): void {
    this.current += 1;
    for (const fullKey of this.keysOfTenant.get(tenantId) ?? []) this.remove(fullKey);
    this.keysOfTenant.delete(tenantId);
  }

  forgetAll(): void {
    this.current += 1;
    this.pages.clear();
    this.keysOfTenant.clear();
    this.bytes = 0;
  }

  private remove(fullKey: string): void {
    const page = this.pages.get(fullKey);
    if (!page) return;
    this.pages.delete(fullKey);
    this.bytes -= page.body.byteLength;
    this.keysOfTenant.get(fullKey.slice(0, fullKey.indexOf('\n')))?.delete(fullKey);
  }
}
