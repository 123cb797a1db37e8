import type { PostgresAdapter } from '@payloadcms/db-postgres';
import type { Payload } from 'payload';
import { laterRoundTrip } from './later-round-trip';
import { freshnessMoment } from './request-arrival';
import { platformLog } from '../log/platform-log';

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
   * Resolves once every notification committed before the current request's freshness moment
   * (its arrival, or the call once it wrote content or outside a request: request-arrival.ts)
   * has been handed over; rejects when not
   * listening. A notification reaches this process a moment after its commit: a page cached here
   * could be served stale in between without this (issue #10 item 1).
   */
  catchUp(): Promise<void>;
}

/** Waits between attempts to listen again: doubling from the first to the last while the database stays away. */
const FIRST_RETRY_MS = 250;
const LAST_RETRY_MS = 5_000;

/** The process's listening connections, one per Payload instance (one in the site). */
const listeners = new WeakMap<Payload, Listener>();

/**
 * Hears `channel` (one of ours, a plain identifier). Every channel of a process shares one
 * connection and so one catch-up: a signed-in request that uses kept content checks both its
 * session and the content with a single round trip (issue #13).
 */
export function listenForNotifications(payload: Payload, channel: string, handlers: NotificationHandlers): NotificationFeed {
  let listener = listeners.get(payload);
  if (!listener) listeners.set(payload, (listener = new Listener(payload.db as unknown as PostgresAdapter)));
  return listener.add(channel, handlers);
}

type Client = InstanceType<PostgresAdapter['pg']['Client']>;

/**
 * One connection of its own (LISTEN needs one that is never handed back to the pool) listening
 * on every channel asked for, reconnecting with backoff when it is lost (a database restart ends
 * it with 57P01); a channel added later is listened to on the same connection.
 */
class Listener {
  private readonly channels = new Map<string, NotificationHandlers>();
  /** The channels whose LISTEN has been answered on `client`. */
  private readonly heard = new Set<string>();
  private client: Client | null = null;
  private connecting = false;
  /** The next attempt to connect, while the database is away. */
  private retry: NodeJS.Timeout | null = null;
  private retryMs = FIRST_RETRY_MS;

  // PostgreSQL sends a listening session its pending notifications before it answers a query
  // there, and a commit's notification is pending for every listener once the commit returns:
  // so after a round trip begun now, every change committed before now has been heard.
  private readonly catchUpSince = laterRoundTrip(async () => {
    if (!this.client) throw new Error('notifications: not listening');
    await this.client.query('SELECT 1');
  });

  constructor(private readonly adapter: PostgresAdapter) {}

  add(channel: string, handlers: NotificationHandlers): NotificationFeed {
    if (this.channels.has(channel)) throw new Error(`${channel}: already listened to in this process`);
    this.channels.set(channel, handlers);
    if (this.client) void this.listenTo(this.client, [channel]);
    else if (!this.connecting && !this.retry) void this.connect();
    return {
      isListening: () => this.client !== null && this.heard.has(channel),
      catchUp: () => this.catchUpSince(freshnessMoment()),
    };
  }

  private async connect(): Promise<void> {
    this.connecting = true;
    const next: Client = new this.adapter.pg.Client(this.adapter.poolOptions);
    next.on('notification', (message) => {
      if (message.payload) this.channels.get(message.channel)?.onNotification(message.payload);
    });
    next.on('error', () => this.lost(next));
    next.on('end', () => this.lost(next));
    try {
      await next.connect();
    } catch (error) {
      this.connecting = false;
      platformLog.error(`notifications: cannot connect (${error instanceof Error ? error.message : String(error)}); trying again in ${this.retryMs} ms`);
      next.end().catch(() => {});
      this.scheduleConnect();
      return;
    }
    this.connecting = false;
    this.client = next;
    this.retryMs = FIRST_RETRY_MS;
    await this.listenTo(next, [...this.channels.keys()]);
  }

  /** LISTENs on `client`; each channel, once heard, forgets what was derived before (changes made while nobody listened were missed). */
  private async listenTo(client: Client, channels: string[]): Promise<void> {
    try {
      await client.query(channels.map((channel) => `LISTEN ${channel};`).join(' '));
    } catch {
      return this.lost(client);
    }
    if (this.client !== client) return;
    for (const channel of channels) {
      this.heard.add(channel);
      this.channels.get(channel)?.onGap();
    }
  }

  private lost(which: Client): void {
    if (this.client !== which) return;
    this.client = null;
    this.heard.clear();
    for (const handlers of this.channels.values()) handlers.onGap();
    which.end().catch(() => {});
    this.scheduleConnect();
  }

  private scheduleConnect(): void {
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.connect();
    }, this.retryMs);
    this.retry.unref();
    this.retryMs = Math.min(this.retryMs * 2, LAST_RETRY_MS);
  }
}
