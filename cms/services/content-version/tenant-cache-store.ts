import { LRUCache } from 'lru-cache';
import { siteTag } from './content-tags';

/**
 * Values derived from tenants' content (rendered pages, the catalogue's cards), per tenant and
 * key, least recently used first out, bounded by bytes (issue #45): what `sizeOf` measures of a
 * value, plus its key and its entries in the indexes (entryBytesOf), so many small values are
 * bounded as surely as a few large ones. Each
 * value carries the tags of what it was made from (content-tags); a change forgets the values
 * carrying any of its tags, and those kept without tags, which were made from the whole site.
 *
 * `generation` moves on every forget. A read remembers the generation it started in and is
 * stored only if nothing was forgotten meanwhile: a value derived from data read before a change
 * must never be kept after hearing of that change. (One counter for every tag: a read that
 * overlapped another course's change is not kept either, which costs a read, never freshness.)
 */
export class TenantCacheStore<V> {
  // lru-cache, not a Map whose entries move to its end on each read: every signed-in page reads
  // several kept values, and moving Map entries was a percent of a lesson page (issue #13).
  // Values are boxed: lru-cache keeps no null, and a course that does not exist is kept as null.
  private readonly values: LRUCache<string, Kept<V>>;
  private readonly keysOfTenant = new Map<string, Set<string>>();
  /** Keys by tenant and tag; untagged values under WHOLE_SITE. */
  private readonly keysOfTag = new Map<string, Set<string>>();
  private current = 0;

  constructor(
    readonly maxBytes: number,
    sizeOf: (value: V) => number,
  ) {
    this.values = new LRUCache<string, Kept<V>>({
      maxSize: maxBytes,
      sizeCalculation: ({ value, tags }, fullKey) => entryBytesOf(fullKey, Math.ceil(sizeOf(value)), tags.length),
      // Evicted, replaced or deleted: the tenant's and the tags' lists of keys follow.
      dispose: ({ tags }, fullKey) => {
        const tenantId = tenantOfKey(fullKey);
        unindexed(this.keysOfTenant, tenantId, fullKey);
        for (const tag of tagsOrWhole(tags)) unindexed(this.keysOfTag, tagKeyOf(tenantId, tag), fullKey);
      },
    });
  }

  get generation(): number {
    return this.current;
  }

  get size(): number {
    return this.values.size;
  }

  /** The bytes the kept values are counted for (never above maxBytes). */
  get bytes(): number {
    return this.values.calculatedSize;
  }

  get(tenantId: string, key: string): V | undefined {
    return this.values.get(fullKeyOf(tenantId, key))?.value;
  }

  /** Whether a value is kept, without counting as a use of it. */
  has(tenantId: string, key: string): boolean {
    return this.values.has(fullKeyOf(tenantId, key));
  }

  /**
   * Keeps the value, made from what `tags` name (none: the whole site), unless something was
   * forgotten since `startedInGeneration`; says whether it did.
   */
  set(tenantId: string, key: string, value: V, startedInGeneration: number, tags: readonly string[] = []): boolean {
    if (startedInGeneration !== this.current) return false;
    const fullKey = fullKeyOf(tenantId, key);
    this.values.set(fullKey, { value, tags });
    if (!this.values.has(fullKey)) return false; // larger than the whole store
    indexed(this.keysOfTenant, tenantId).add(fullKey);
    for (const tag of tagsOrWhole(tags)) indexed(this.keysOfTag, tagKeyOf(tenantId, tag)).add(fullKey);
    return true;
  }

  /** Forgets the tenant's values made from anything `tags` name; the site's tag forgets them all. */
  forget(tenantId: string, tags: readonly string[]): void {
    if (tags.includes(siteTag(tenantId))) return this.forgetTenant(tenantId);
    this.current += 1;
    for (const tag of [WHOLE_SITE, ...tags]) {
      for (const fullKey of [...(this.keysOfTag.get(tagKeyOf(tenantId, tag)) ?? [])]) this.values.delete(fullKey);
    }
  }

  forgetTenant(tenantId: string): void {
    this.current += 1;
    for (const fullKey of [...(this.keysOfTenant.get(tenantId) ?? [])]) this.values.delete(fullKey);
  }

  forgetAll(): void {
    this.current += 1;
    this.values.clear();
    this.keysOfTenant.clear();
    this.keysOfTag.clear();
  }
}

/**
 * What one kept value is counted for: its own bytes, its key (two bytes a character: kept in the
 * cache and in the tenant's and every tag's index), and a guess at the rest of an entry's
 * bookkeeping (the cache's slot and box, a Set entry per index, ~64 bytes each).
 */
export function entryBytesOf(fullKey: string, valueBytes: number, tagCount: number): number {
  const indexes = 1 + Math.max(tagCount, 1);
  return Math.max(0, valueBytes) + 2 * fullKey.length * (1 + indexes) + 64 * (1 + indexes);
}

interface Kept<V> {
  value: V;
  tags: readonly string[];
}

/** The index of values kept without tags: made from the whole site, forgotten by any change of it. */
const WHOLE_SITE = '';
const tagsOrWhole = (tags: readonly string[]) => (tags.length > 0 ? tags : [WHOLE_SITE]);

function indexed(index: Map<string, Set<string>>, key: string): Set<string> {
  let keys = index.get(key);
  if (!keys) index.set(key, (keys = new Set()));
  return keys;
}

function unindexed(index: Map<string, Set<string>>, key: string, fullKey: string): void {
  const keys = index.get(key);
  keys?.delete(fullKey);
  if (keys?.size === 0) index.delete(key);
}

const fullKeyOf = (tenantId: string, key: string) => `${tenantId}\n${key}`;
const tenantOfKey = (fullKey: string) => fullKey.slice(0, fullKey.indexOf('\n'));
const tagKeyOf = (tenantId: string, tag: string) => `${tenantId}\n${tag}`;
