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

  describe('by tag', () => {
    /** Course pages of acme tagged with their course; its catalogue kept without tags (made from the whole site). */
    function keptSite() {
      const store = textStore(10, 1_000);
      store.set('acme', 'page A', 'A', store.generation, ['course:a', 'course:a:students']);
      store.set('acme', 'page B', 'B', store.generation, ['course:b', 'course:b:students']);
      store.set('acme', 'lessons of A', 'A1', store.generation, ['course:a']);
      store.set('acme', 'catalogue', 'A and B', store.generation);
      store.set('other', 'page A', 'other A', store.generation, ['course:a:students']);
      const kept = () => ['page A', 'page B', 'lessons of A', 'catalogue'].filter((key) => store.has('acme', key));
      return { store, kept };
    }

    it("forgets what carries a changed tag and what was made from the whole site, and keeps every other course's values", () => {
      const { store, kept } = keptSite();
      store.forget('acme', ['course:a:students']);
      expect(kept()).toEqual(['page B', 'lessons of A']);
      // Another site's value under the same tag is another site's.
      expect(store.get('other', 'page A')).toBe('other A');
    });

    it("forgets everything of the site for the site's tag", () => {
      const { store, kept } = keptSite();
      store.forget('acme', ['tenant:acme']);
      expect(kept()).toEqual([]);
      expect(store.get('other', 'page A')).toBe('other A');
    });

    it('forgets a value under the tags it was last kept with, and lets its tags go with it', () => {
      const { store } = keptSite();
      store.set('acme', 'page A', 'A again', store.generation, ['course:c']);
      store.forget('acme', ['course:a']);
      expect(store.get('acme', 'page A')).toBe('A again');
      store.forget('acme', ['course:c']);
      expect(store.has('acme', 'page A')).toBe(false);
      // Evicted, then kept again with other tags: the old tag no longer reaches it.
      const small = textStore(1, 1_000);
      small.set('acme', 'x', 'X', small.generation, ['course:a']);
      small.set('acme', 'y', 'Y', small.generation, ['course:b']);
      small.set('acme', 'x', 'X', small.generation, ['course:c']);
      small.forget('acme', ['course:a']);
      expect(small.get('acme', 'x')).toBe('X');
    });

    it('does not keep a read that overlapped a forget by tag', () => {
      const { store } = keptSite();
      const started = store.generation;
      store.forget('acme', ['course:b']);
      expect(store.set('acme', 'page A', 'read before', started, ['course:a'])).toBe(false);
    });
  });
});
