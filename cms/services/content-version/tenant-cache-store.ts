import { LRUCache } from 'lru-cache';

/**
 * Values derived from tenants' content (rendered pages, the catalogue's cards), per tenant and
 * key, least recently used first out, bounded by count and by a size `sizeOf` measures.
 *
 * `generation` moves on every forget. A read remembers the generation it started in and is
 * stored only if nothing was forgotten meanwhile: a value derived from data read before a change
 * must never be kept after hearing of that change.
 */
export class TenantCacheStore<V> {
  // lru-cache, not a Map whose entries move to its end on each read: every signed-in page reads
  // several kept values, and moving Map entries was a percent of a lesson page (issue #13).
  // Values are boxed: lru-cache keeps no null, and a course that does not exist is kept as null.
  private readonly values: LRUCache<string, { value: V }>;
  private readonly keysOfTenant = new Map<string, Set<string>>();
  private current = 0;

  constructor(
    maxEntries: number,
    maxBytes: number,
    sizeOf: (value: V) => number,
  ) {
    this.values = new LRUCache<string, { value: V }>({
      max: maxEntries,
      maxSize: maxBytes,
      sizeCalculation: ({ value }) => Math.max(1, Math.ceil(sizeOf(value))),
      // Evicted, replaced or deleted: the tenant's list of keys follows.
      dispose: (_value, fullKey) => this.keysOfTenant.get(tenantOfKey(fullKey))?.delete(fullKey),
    });
  }

  get generation(): number {
    return this.current;
  }

  get size(): number {
    return this.values.size;
  }

  get(tenantId: string, key: string): V | undefined {
    return this.values.get(fullKeyOf(tenantId, key))?.value;
  }

  /** Whether a value is kept, without counting as a use of it. */
  has(tenantId: string, key: string): boolean {
    return this.values.has(fullKeyOf(tenantId, key));
  }

  /** Keeps the value unless something was forgotten since `startedInGeneration`; says whether it did. */
  set(tenantId: string, key: string, value: V, startedInGeneration: number): boolean {
    if (startedInGeneration !== this.current) return false;
    const fullKey = fullKeyOf(tenantId, key);
    this.values.set(fullKey, { value });
    if (!this.values.has(fullKey)) return false; // larger than the whole store
    let keys = this.keysOfTenant.get(tenantId);
    if (!keys) this.keysOfTenant.set(tenantId, (keys = new Set()));
    keys.add(fullKey);
    return true;
  }

  forgetTenant(tenantId: string): void {
    this.current += 1;
    for (const fullKey of [...(this.keysOfTenant.get(tenantId) ?? [])]) this.values.delete(fullKey);
    this.keysOfTenant.delete(tenantId);
  }

  forgetAll(): void {
    this.current += 1;
    this.values.clear();
    this.keysOfTenant.clear();
  }
}

const fullKeyOf = (tenantId: string, key: string) => `${tenantId}\n${key}`;
const tenantOfKey = (fullKey: string) => fullKey.slice(0, fullKey.indexOf('\n'));
