import { describe, expect, it } from 'vitest';
import { entryBytesOf } from '@halaqa/cms/services/content-version/tenant-cache-store';
import { cachedPageOf, PageCacheStore } from './page-cache-store';

const page = (text: string) => cachedPageOf(new TextEncoder().encode(text), 'text/html');
const textOf = (store: PageCacheStore, tenant: string, key: string) => {
  const found = store.get(tenant, key);
  return found ? new TextDecoder().decode(found.body) : undefined;
};

describe('PageCacheStore', () => {
  it('keeps pages per tenant and key, with an ETag that follows the content', () => {
    const store = new PageCacheStore(10_000);
    store.set('acme', 'en /courses', page('acme courses'), store.generation);
    store.set('other', 'en /courses', page('other courses'), store.generation);
    expect(textOf(store, 'acme', 'en /courses')).toBe('acme courses');
    expect(textOf(store, 'other', 'en /courses')).toBe('other courses');
    expect(store.get('acme', 'ar /courses')).toBeUndefined();
    expect(page('a').etag).toBe(page('a').etag);
    expect(page('a').etag).not.toBe(page('b').etag);
  });

  it("forgets one tenant's pages and keeps the others'", () => {
    const store = new PageCacheStore(10_000);
    store.set('acme', '/', page('acme'), store.generation);
    store.set('other', '/', page('other'), store.generation);
    store.forgetTenant('acme');
    expect(store.get('acme', '/')).toBeUndefined();
    expect(textOf(store, 'other', '/')).toBe('other');
    store.forgetAll();
    expect(store.size).toBe(0);
  });

  it('does not keep a page rendered before something was forgotten', () => {
    const store = new PageCacheStore(10_000);
    const started = store.generation;
    store.forgetTenant('other');
    expect(store.set('acme', '/', page('old'), started)).toBe(false);
    expect(store.get('acme', '/')).toBeUndefined();
    expect(store.set('acme', '/', page('new'), store.generation)).toBe(true);
  });

  it('lets the least recently used pages go past its bytes, headers and keys counted', () => {
    const pageBytes = (key: string, text: string) => entryBytesOf(`acme\n${key}`, text.length + 2 * ('text/html'.length + page(text).etag.length), 0);
    const store = new PageCacheStore(pageBytes('a', 'a') * 2);
    store.set('acme', 'a', page('a'), store.generation);
    store.set('acme', 'b', page('b'), store.generation);
    store.get('acme', 'a');
    store.set('acme', 'c', page('c'), store.generation);
    expect([store.get('acme', 'a'), store.get('acme', 'b'), store.get('acme', 'c')].map(Boolean)).toEqual([true, false, true]);

    const small = new PageCacheStore(pageBytes('a', '12345') + 8);
    small.set('acme', 'a', page('12345'), small.generation);
    small.set('acme', 'b', page('67890'), small.generation);
    expect(small.get('acme', 'a')).toBeUndefined();
    expect(small.set('acme', 'huge', page('123456789'.repeat(100)), small.generation)).toBe(false);
    expect(small.bytes).toBeLessThanOrEqual(small.maxBytes);
  });
});
