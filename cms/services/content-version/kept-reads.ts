import type { TenantContext } from '../context';
import { freshCached, subscribeToContentChanges } from './content-feed';
import type { ContentChangeFeed } from './listen-for-content-changes';
import { TenantCacheStore } from './tenant-cache-store';

/**
 * Reads made only of what a tenant's content announcements cover (courses, lessons, ratings,
 * registrations, announcements, people's public fields: content-change-hooks), kept per tenant
 * and key until that tenant's content changes (issue #13: a class opening the same course costs
 * one read, not thirty). Nothing a viewer alone sees may be kept this way: callers derive the
 * viewer's part from the kept value per request.
 *
 * Fresh as a read: every announcement committed before a request is heard before a kept value is
 * used, a read that overlapped an announcement is not kept, and while the announcements cannot
 * be heard every request reads. Kept values are frozen, as callers share them.
 */
export interface KeptReads<V> {
  read(ctx: TenantContext, key: string, load: () => Promise<V>): Promise<V>;
}

export interface KeptLimits<V> {
  entries: number;
  bytes: number;
  /** Roughly the bytes a value holds. */
  sizeOf(value: V): number;
}

export function keptReads<V>({ entries, bytes, sizeOf }: KeptLimits<V>): KeptReads<V> {
  const store = new TenantCacheStore<V>(entries, bytes, sizeOf);
  let feed: ContentChangeFeed | null = null;
  return {
    async read(ctx, key, load) {
      feed ??= subscribeToContentChanges(ctx.payload, { onChange: ({ tenantId }) => store.forgetTenant(tenantId), onGap: () => store.forgetAll() });
      const kept = await freshCached(feed, store, ctx.tenant.id, key);
      if (kept !== undefined) return kept;
      const startedInGeneration = store.generation;
      const value = deepFreeze(await load());
      if (feed.isListening()) store.set(ctx.tenant.id, key, value, startedInGeneration);
      return value;
    },
  };
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

/** A size for values whose JSON length says roughly how much memory they hold (two bytes a character). */
export const jsonSize = (value: unknown): number => (JSON.stringify(value)?.length ?? 4) * 2;
