import type { PostgresAdapter } from '@payloadcms/db-postgres';
import type { Payload } from 'payload';
import { laterRoundTrip } from './later-round-trip';
import { arrivalOfRequest } from './request-arrival';

export interface NotificationHandlers {
  /** A notification's payload, sent on commit by any process (this one included). */
  onNotification(payload: string): void;
  /**
   * Notifications may have been missed: the connection was lost, or has just (re)started listening.
   * Whatever was derived from the data before this moment must be forgotten.
   */
  onGap(): void;
}

export interface NotificationFeed {
  /** True while notifications are being heard; anything cached is trustworthy only then. */
  isListening(): boolean;
  /**
   * Resolves once every notification committed before the current request arrived (before the
   * call, outside a request: request-arrival.ts) has been handed over; rejects when not listening. A notification reaches this process a moment after its commit: a page
   * cached here could be served stale in between without this (issue #10 item 1).
   */
  catchUp(): Promise<void>;
  stop(): Promise<void>;
}

/** Waits between attempts to listen again: doubling from the first to the last while the database stays away. */
const FIRST_RETRY_MS = 250;
const LAST_RETRY_MS = 5_000;

/**
 * Hears `channel` on a connection of its own (LISTEN needs one that is never handed back to the
 * pool), reconnecting with backoff when it is lost (a database restart ends it with 57P01).
 * `channel` is one of ours, a plain identifier.
 */
export function listenForNotifications(payload: Payload, channel: string, handlers: NotificationHandlers): NotificationFeed {
  const adapter = payload.db as unknown as PostgresAdapter;
  type Client = InstanceType<typeof adapter.pg.Client>;
  let client: Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let retryMs = FIRST_RETRY_MS;

  const lost = (which: Client) => {
    if (client !== which) return;
    client = null;
    handlers.onGap();
    which.end().catch(() => {});
    scheduleConnect();
  };

  const scheduleConnect = () => {
    if (stopped) return;
    retry = setTimeout(() => void connect(), retryMs);
    retry.unref();
    retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
  };

  const connect = async () => {
    const next: Client = new adapter.pg.Client(adapter.poolOptions);
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload) handlers.onNotification(message.payload);
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      console.error(`${channel}: cannot listen (${error instanceof Error ? error.message : String(error)}); trying again in ${retryMs} ms`);
      next.end().catch(() => {});
      scheduleConnect();
      return;
    }
    if (stopped) return void next.end().catch(() => {});
    client = next;
    retryMs = FIRST_RETRY_MS;
    // Changes made while nobody listened were not heard: what was derived before is forgotten.
    handlers.onGap();
  };

  // PostgreSQL sends a listening session its pending notifications before it answers a query
  // there, and a commit's notification is pending for every listener once the commit returns:
  // so after a round trip begun now, every change committed before now has been heard.
  const catchUpSince = laterRoundTrip(async () => {
    if (!client) throw new Error(`${channel}: not listening`);
    await client.query('SELECT 1');
  });

  void connect();
  return {
    isListening: () => client !== null,
    catchUp: () => catchUpSince(arrivalOfRequest()),
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
