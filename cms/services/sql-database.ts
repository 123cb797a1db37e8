import { sql, type PostgresAdapter } from '@payloadcms/db-postgres';
import type { Payload, PayloadRequest } from 'payload';

/** What a service needs of drizzle to run one SQL statement. */
export type SqlDatabase = Pick<PostgresAdapter['drizzle'], 'execute'>;

type SessionOf = { db: SqlDatabase & { session?: { client?: PgClient } } };
export type PgClient = { query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

function sessionOf(payload: Payload, transactionID: string | number | undefined): SessionOf | undefined {
  const sessions = (payload.db as unknown as { sessions?: Record<string, SessionOf> }).sessions;
  return transactionID === undefined ? undefined : sessions?.[String(transactionID)];
}

/**
 * Where a statement written in SQL (a race-safe conditional write) runs: inside the request's
 * Payload transaction when `req` carries one, so it commits or rolls back with the Local API
 * calls made with the same `req`; otherwise on its own.
 */
export async function sqlDatabaseOf(payload: Payload, req?: Pick<PayloadRequest, 'transactionID'>): Promise<SqlDatabase> {
  const session = sessionOf(payload, await req?.transactionID);
  return session?.db ?? (payload.db as unknown as PostgresAdapter).drizzle;
}

/**
 * The pg connection of the request's Payload transaction, for libraries that take a plain
 * `query(text, values)` (pg-boss sends a job on it, so the job exists only if the write commits).
 * Null when `req` has no transaction.
 */
export async function transactionClientOf(payload: Payload, req: Pick<PayloadRequest, 'transactionID'>): Promise<PgClient | null> {
  return sessionOf(payload, await req.transactionID)?.db.session?.client ?? null;
}

/** A drizzle SQL fragment, as `sql` builds it (drizzle-orm is Payload's, not a dependency of ours). */
export type SqlFragment = ReturnType<typeof sql>;

/** A list of ids as one `uuid[]` parameter list, for `= ANY(...)`. Callers pass valid uuids only. */
export const uuidArray = (ids: readonly string[]): SqlFragment => sql`ARRAY[${sql.join(ids.map((id) => sql`${id}`), sql`, `)}]::uuid[]`;

/** A list of strings as one `varchar[]`, for `= ANY(...)`. */
export const textArray = (values: readonly string[]): SqlFragment => sql`ARRAY[${sql.join(values.map((value) => sql`${value}`), sql`, `)}]::varchar[]`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value from a request can be compared with a uuid column (PostgreSQL refuses anything else with an error). */
export const isUuid = (value: string): boolean => UUID.test(value);
