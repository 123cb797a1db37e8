import { describe, expect, it } from 'vitest';
import { TenantCacheStore } from './tenant-cache-store';

const textStore = (entries: number, bytes: number) => new TenantCacheStore<string | null>(entries, bytes, (text) => text?.length ?? 1);

describe('TenantCacheStore', () => {
  it('keeps null (a course that does not exist) apart from nothing kept', () => {
    const store = textStore(10, 1_000);
    expect(store.set('acme', 'course 404', null, store.generation)).toBe(true);
    expect(store.get('acme', 'course 404')).toBeNull();
    expect(store.has('acme', 'course 404')).toBe(true);
    expect(store.get('acme', 'course 405')).toBeUndefined();
    expect(store.has('other', 'course 404')).toBe(false);
  });

  it('lets the least recently read value go first; asking whether one is kept is no read', () => {
    const store = textStore(2, 1_000);
    store.set('acme', 'a', 'A', store.generation);
    store.set('acme', 'b', 'B', store.generation);
    expect(store.has('acme', 'a')).toBe(true);
    store.set('acme', 'c', 'C', store.generation);
    expect(store.get('acme', 'a')).toBeUndefined();

    expect(store.get('acme', 'b')).toBe('B');
    store.set('acme', 'd', 'D', store.generation);
    expect(store.get('acme', 'c')).toBeUndefined();
    expect(store.get('acme', 'b')).toBe('B');
  });

  it('refuses a value larger than the whole store, and forgets a replaced one with its tenant', () => {
    const store = textStore(10, 5);
    expect(store.set('acme', 'big', 'too long to keep', store.generation)).toBe(false);
    expect(store.size).toBe(0);

    store.set('acme', 'k', 'one', store.generation);
    store.set('acme', 'k', 'two', store.generation);
    store.set('other', 'k', 'x', store.generation);
    store.forgetTenant('acme');
    expect(store.get('acme', 'k')).toBeUndefined();
    expect(store.get('other', 'k')).toBe('x');
  });
});
