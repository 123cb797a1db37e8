import type { Payload } from 'payload';
import { CONTENT_CHANNEL, parseContentChange, type ContentChange } from './content-changes';
import { listenForNotifications, type NotificationFeed } from './listen-for-notifications';

export type ContentChangeFeed = NotificationFeed;

export interface ContentChangeHandlers {
  /** A change committed by any process (this one included). */
  onChange(change: ContentChange): void;
  /**
   * Changes may have been missed: the connection was lost, or has just (re)started listening.
   * Whatever was derived from the data before this moment must be forgotten.
   */
  onGap(): void;
}

/** Hears every tenant's content changes (content-changes.ts) from every process. */
export function listenForContentChanges(payload: Payload, handlers: ContentChangeHandlers): ContentChangeFeed {
  return listenForNotifications(payload, CONTENT_CHANNEL, {
    onNotification(text) {
      const change = parseContentChange(text);
      if (change) handlers.onChange(change);
    },
    onGap: handlers.onGap,
  });
}
