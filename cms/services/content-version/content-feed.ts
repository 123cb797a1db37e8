import type { Payload } from 'payload';
import { onContentChange, type ContentChange } from './content-changes';
import { listenForContentChanges, type ContentChangeFeed, type ContentChangeHandlers } from './listen-for-content-changes';
import type { TenantCacheStore } from './tenant-cache-store';

/**
 * The process's one ear on tenants' content changes. Every cache derived from content (visitors'
 * pages, the catalogue's cards) subscribes here, so a process holds one LISTEN connection and
 * its caches share one catch-up round trip. A subscriber hears this process's changes at once
 * (before they commit) and every process's changes, this one's included, once they commit.
 */
const subscribers = new Set<ContentChangeHandlers>();
let feed: ContentChangeFeed | null = null;

export function subscribeToContentChanges(payload: Payload, subscriber: ContentChangeHandlers): ContentChangeFeed {
  subscribers.add(subscriber);
  if (!feed) {
    const onChange = (change: ContentChange) => {
      for (const each of subscribers) each.onChange(change);
    };
    onContentChange(onChange);
    feed = listenForContentChanges(payload, {
      onChange,
      onGap: () => {
        for (const each of subscribers) each.onGap();
      },
    });
  }
  return feed;
}

/**
 * The value `store` keeps for the tenant and key, once every change committed before this call
 * has been heard (another process's edit is otherwise heard a moment after its commit, and the
 * old value used in between). One round trip, shared; without the feed, nothing comes from a cache.
 */
export async function freshCached<V>(feed: ContentChangeFeed, store: TenantCacheStore<V>, tenantId: string, key: string): Promise<V | undefined> {
  if (!feed.isListening() || !store.has(tenantId, key)) return undefined;
  try {
    await feed.catchUp();
  } catch {
    return undefined;
  }
  return store.get(tenantId, key);
}
