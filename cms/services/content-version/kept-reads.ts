import { deepFreeze } from '@halaqa/shared/deep-freeze';
import type { TenantContext } from '../context';
import { freshCached, subscribeToContentChanges } from './content-feed';
import type { ContentChangeFeed } from './listen-for-content-changes';
import { TenantCacheStore } from './tenant-cache-store';

/**
 * Reads made only of what a tenant's content announcements cover (courses, lessons, ratings,
 * registrations, announcements, people's public fields: content-change-hooks), kept per tenant
 * and key until a change of what they were made from (their tags, content-tags) is announced
 * (issue #13: a class opening the same course costs one read, not thirty; issue #40: a
 * registration in one course leaves the others' reads kept). Nothing a viewer alone sees may be
 * kept this way: callers derive the viewer's part from the kept value per request.
 *
 * Fresh as a read: every announcement committed before a request is heard before a kept value is
 * used, a read that overlapped an announcement is not kept, and while the announcements cannot
 * be heard every request reads. A request that finds the same read under way shares it when,
 * everything before the request heard, nothing was forgotten since it started (an exam starting
 * on the hour reads its lesson once). Kept values are frozen, as callers share them.
 */
export interface KeptReads<V> {
  /**
   * The kept value, or `load`'s. `tagsOf` names what the loaded value was made from
   * (content-tags); without it, the value goes with any change of the site.
   */
  read(ctx: TenantContext, key: string, load: () => Promise<V>, tagsOf?: (value: V) => readonly string[]): Promise<V>;
}

export interface KeptLimits<V> {
  /** The most bytes kept (TenantCacheStore counts each value's key and bookkeeping too). */
  bytes: number;
  /** Roughly the bytes a value holds. */
  sizeOf(value: V): number;
}

interface Load<V> {
  startedInGeneration: number;
  value: Promise<V>;
}

export function keptReads<V>({ bytes, sizeOf }: KeptLimits<V>): KeptReads<V> {
  const store = new TenantCacheStore<V>(bytes, sizeOf);
  /** Loads under way by tenant and key: a class arriving at once loads a value once, not thirty times. */
  const loading = new Map<string, Load<V>>();
  let feed: ContentChangeFeed | null = null;

  /** Whether load `under` is as fresh as a read this request would start now. */
  async function joinable(changes: ContentChangeFeed, under: Load<V>): Promise<boolean> {
    if (!changes.isListening()) return false;
    try {
      await changes.catchUp();
    } catch {
      return false;
    }
    // Nothing forgotten since it started: no change committed between its read and this request.
    return store.generation === under.startedInGeneration;
  }

  return {
    async read(ctx, key, load, tagsOf) {
      const changes = (feed ??= subscribeToContentChanges(ctx.payload, { onChange: ({ tenantId, tags }) => store.forget(tenantId, tags), onGap: () => store.forgetAll() }));
      const kept = await freshCached(changes, store, ctx.tenant.id, key);
      if (kept !== undefined) return kept;
      const loadKey = `${ctx.tenant.id}\n${key}`;
      const under = loading.get(loadKey);
      if (under && (await joinable(changes, under))) return under.value;

      // Registered before any wait, so requests arriving together find it.
      const own: Load<V> = { startedInGeneration: store.generation, value: load().then(deepFreeze) };
      loading.set(loadKey, own);
      try {
        const loaded = await own.value;
        if (changes.isListening()) store.set(ctx.tenant.id, key, loaded, own.startedInGeneration, tagsOf?.(loaded));
        return loaded;
      } finally {
        if (loading.get(loadKey) === own) loading.delete(loadKey);
      }
    },
  };
}

/** A size for values whose JSON length says roughly how much memory they hold (two bytes a character). */
export const jsonSize = (value: unknown): number => (JSON.stringify(value)?.length ?? 4) * 2;
