import type { Payload } from 'payload';

/**
 * pg's Pool emits 'error' when an idle connection dies (the database restarting answers every
 * open connection with 57P01); with no listener, Node ends the whole process. The pool drops
 * that connection by itself and opens a new one for the next query, so logging is all there is
 * to do. Payload's adapter adds no listener of its own.
 */
export function keepPoolErrorsFromCrashing(payload: Payload): void {
  const pool = (payload.db as unknown as { pool?: { on(event: 'error', listener: (error: Error) => void): unknown } }).pool;
  pool?.on('error', (error) => console.error(`database: an idle connection was lost (${error.message})`));
}
