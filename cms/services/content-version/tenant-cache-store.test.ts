import { describe, expect, it } from 'vitest';
import { entryBytesOf, TenantCacheStore } from './tenant-cache-store';

const textStore = (bytes: number) => new TenantCacheStore<string | null>(bytes, (text) => text?.length ?? 1);
/** The bytes of `count` untagged one-character values of tenant acme under one-character keys. */
const oneCharEntries = (count: number) => count * entryBytesOf('acme\na', 1, 0);

describe('TenantCacheStore', () => {
  it('keeps null (a course that does not exist) apart from nothing kept', () => {
    const store = textStore(10_000);
    expect(store.set('acme', 'course 404', null, store.generation)).toBe(true);
    expect(store.get('acme', 'course 404')).toBeNull();
    expect(store.has('acme', 'course 404')).toBe(true);
    expect(store.get('acme', 'course 405')).toBeUndefined();
    expect(store.has('other', 'course 404')).toBe(false);
  });

  it('lets the least recently read value go first; asking whether one is kept is no read', () => {
    const store = textStore(oneCharEntries(2));
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
    const store = textStore(entryBytesOf('acme\nk', 3, 0) + entryBytesOf('other\nk', 1, 0));
    expect(store.set('acme', 'big', 'too long to keep'.repeat(100), store.generation)).toBe(false);
    expect(store.size).toBe(0);

    store.set('acme', 'k', 'one', store.generation);
    store.set('acme', 'k', 'two', store.generation);
    store.set('other', 'k', 'x', store.generation);
    store.forgetTenant('acme');
    expect(store.get('acme', 'k')).toBeUndefined();
    expect(store.get('other', 'k')).toBe('x');
  });

  it('never counts more bytes than its budget, keys and tags included, however many values come', () => {
    const budget = 50_000;
    const store = textStore(budget);
    const kept = new Map<string, { text: string; tags: string[] }>();
    for (let index = 0; index < 2_000; index += 1) {
      const text = 'x'.repeat((index * 37) % 900);
      const tags = Array.from({ length: index % 4 }, (_, tag) => `course:${tag}`);
      const key = `page ${index} ${'k'.repeat(index % 50)}`;
      store.set('acme', key, text, store.generation, tags);
      kept.set(key, { text, tags });
      expect(store.bytes).toBeLessThanOrEqual(budget);
    }
    // What it says it holds is what its values, keys and tags come to.
    const counted = [...kept].filter(([key]) => store.has('acme', key)).reduce((sum, [key, { text, tags }]) => sum + entryBytesOf(`acme\n${key}`, text.length, tags.length), 0);
    expect(counted).toBe(store.bytes);
    expect(store.size).toBeGreaterThan(10);
  });

  it('counts a key and its bookkeeping, so tiny values under long keys are bounded too', () => {
    const store = textStore(10_000);
    for (let index = 0; index < 1_000; index += 1) store.set('acme', `${'a long key '.repeat(20)}${index}`, '', store.generation);
    expect(store.size).toBeLessThan(20);
  });

  describe('by tag', () => {
    /** Course pages of acme tagged with their course; its catalogue kept without tags (made from the whole site). */
    function keptSite() {
      const store = textStore(10_000);
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
      const small = textStore(entryBytesOf('acme\nx', 1, 1));
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
