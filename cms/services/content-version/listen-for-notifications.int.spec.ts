import type { PostgresAdapter } from '@payloadcms/db-postgres';
import type { Payload } from 'payload';
import { beforeAll, describe, expect, it } from 'vitest';
import { createFreshDatabase } from '@halaqa/infra/testing/fresh-database';
import '@halaqa/infra/testing/provided';
import { listenForNotifications, type NotificationFeed } from './listen-for-notifications';

/**
 * Issue #13: every channel a process listens to shares one connection, so one catch-up round
 * trip hears all of them (a signed-in request checks its session and the content with one).
 */
let payload: Payload;
let pool: PostgresAdapter['pool'];

beforeAll(async () => {
  process.env.DATABASE_URL = await createFreshDatabase();
  process.env.DISABLE_PAYLOAD_HMR = 'true';
  const { payloadClient } = await import('../../payload-client');
  payload = await payloadClient();
  pool = (payload.db as unknown as PostgresAdapter).pool;
});

const until = async (done: () => boolean) => {
  for (let waited = 0; !done(); waited += 10) {
    if (waited > 10_000) throw new Error('never happened');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

/** A channel's feed and what it heard. */
function listen(channel: string): { feed: NotificationFeed; heard: string[]; gaps: () => number } {
  const heard: string[] = [];
  let gaps = 0;
  const feed = listenForNotifications(payload, channel, { onNotification: (text) => heard.push(text), onGap: () => (gaps += 1) });
  return { feed, heard, gaps: () => gaps };
}

describe('notifications of several channels', () => {
  it('come over one connection, each to its own handlers, and one catch-up hears them all', async () => {
    const sessions = listen('test_sessions');
    await until(() => sessions.feed.isListening());
    const content = listen('test_content');
    await until(() => content.feed.isListening());
    expect(sessions.gaps()).toBe(1);
    expect(content.gaps()).toBe(1);

    // The listening connection's last statement listened to the channel added second; a
    // connection of its own for each channel would show two.
    const listeners = await pool.query<{ query: string }>(`SELECT query FROM pg_stat_activity WHERE query LIKE 'LISTEN test_%'`);
    expect(listeners.rows.map((row) => row.query)).toEqual(['LISTEN test_content;']);

    await pool.query(`SELECT pg_notify('test_sessions', 'signed out'), pg_notify('test_content', 'course edited')`);
    await content.feed.catchUp();
    expect(sessions.heard).toEqual(['signed out']);
    expect(content.heard).toEqual(['course edited']);
  });
});
