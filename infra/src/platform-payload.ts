import type { Payload } from 'payload';
import { applyMigrations } from './database/migrate';
import { openPlatformDatabase } from './database/platform-database';

/**
 * A Payload instance for the CLI on `databaseUrl`, with pending migrations applied. The cms
 * config reads DATABASE_URL when it is imported, so it is imported only after it is set.
 */
export async function openPlatformPayload(databaseUrl: string): Promise<Payload> {
  process.env.DATABASE_URL = databaseUrl;
  process.env.DISABLE_PAYLOAD_HMR = 'true';
  const { payloadClient } = await import('@halaqa/cms/payload-client');
  const payload = await payloadClient();
  await applyMigrations(payload);
  return payload;
}

/**
 * Lets go of the database before the embedded server stops. Payload's destroy() leaves the pg
 * pool open, and the pool keeps one client checked out after migrating, so `end()` would wait
 * forever: the pool is ended without waiting, and the errors of its connections being
 * terminated by the server's shutdown are expected and ignored.
 */
export async function closePlatformPayload(payload: Payload): Promise<void> {
  const pool = (payload.db as unknown as { pool?: { on(event: 'error', listener: () => void): void; end(): Promise<void> } }).pool;
  await payload.destroy();
  pool?.on('error', () => {});
  void pool?.end();
}

/**
 * A CLI command's work with Payload on the platform database (DATABASE_URL, else the embedded
 * server, started for it), letting go of both afterwards, whatever the work did.
 */
export async function withPlatformPayload<T>(work: (payload: Payload) => Promise<T>): Promise<T> {
  const database = await openPlatformDatabase();
  try {
    const payload = await openPlatformPayload(database.databaseUrl);
    try {
      return await work(payload);
    } finally {
      await closePlatformPayload(payload);
    }
  } finally {
    await database.stop();
  }
}
