import type { Payload } from 'payload';

/**
 * pg's Pool emits 'error' when an idle connection dies (the database restarting answers every
 * open connection with 57P01); with no listener, Node ends the whole process. The pool drops
 * that connection by itself and opens a new one for the next query, so logging is all there is
 * to do. Payload's adapter adds no listener of its own.
 */
export function keepPoolErrorsFromCrashing(payload: Payload): void {
  const db = payload.db as unknown as { pool?: Pool; drizzle?: { $replicas?: { $client: Pool }[] } };
  db.pool?.on('error', (error) => payload.logger.error(`database: an idle connection was lost (${error.message})`));
  // Each read replica (DATABASE_REPLICA_URLS) has a pool of its own, reached through drizzle's wrapper.
  for (const replica of db.drizzle?.$replicas ?? []) {
    replica.$client.on('error', (error) => payload.logger.error(`database replica: an idle connection was lost (${error.message})`));
  }
}

type Pool = { on(event: 'error', listener: (error: Error) => void): unknown };
