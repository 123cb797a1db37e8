/**
 * Values derived from tenants' content (rendered pages, the catalogue's cards), per tenant and
 * key, least recently used first out, bounded by count and by a size `sizeOf` measures.
 *
 * `generation` moves on every forget. A read remembers the generation it started in and is
 * stored only if nothing was forgotten meanwhile: a value derived from data read before a change
 * must never be kept after hearing of that change.
 */
export class TenantCacheStore<V> {
  private readonly values = new Map<string, V>();
  private readonly keysOfTenant = new Map<string, Set<string>>();
  private bytes = 0;
  private current = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes: number,
    private readonly sizeOf: (value: V) => number,
  ) {}

  get generation(): number {
    return this.current;
  }

  get size(): number {
    return this.values.size;
  }

  get(tenantId: string, key: string): V | undefined {
    const fullKey = `${tenantId}\n${key}`;
    const value = this.values.get(fullKey);
    if (value !== undefined) {
      // Map keeps insertion order: moving an entry to the end makes the first one the least recently used.
      this.values.delete(fullKey);
      this.values.set(fullKey, value);
    }
    return value;
  }

  /** Keeps the value unless something was forgotten since `startedInGeneration`; says whether it did. */
  set(tenantId: string, key: string, value: V, startedInGeneration: number): boolean {
    if (startedInGeneration !== this.current) return false;
    const size = this.sizeOf(value);
    if (size > this.maxBytes) return false;
    const fullKey = `${tenantId}\n${key}`;
    this.remove(fullKey);
    this.values.set(fullKey, value);
    this.bytes += size;
    let keys = this.keysOfTenant.get(tenantId);
    if (!keys) this.keysOfTenant.set(tenantId, (keys = new Set()));
    keys.add(fullKey);
    while (this.values.size > this.maxEntries || this.bytes > this.maxBytes) {
      this.remove(this.values.keys().next().value!);
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
    this.values.clear();
    this.keysOfTenant.clear();
    this.bytes = 0;
  }

  private remove(fullKey: string): void {
    const value = this.values.get(fullKey);
    if (value === undefined) return;
    this.values.delete(fullKey);
    this.bytes -= this.sizeOf(value);
    this.keysOfTenant.get(fullKey.slice(0, fullKey.indexOf('\n')))?.delete(fullKey);
  }
}
