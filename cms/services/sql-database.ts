import { createHash } from 'node:crypto';
import { sql, type PostgresAdapter } from '@payloadcms/db-postgres';
import { fillPlaceholders } from '@payloadcms/db-postgres/drizzle';
import { PgDialect } from '@payloadcms/db-postgres/drizzle/pg-core';
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

const dialect = new PgDialect();
const preparedNames = new Map<string, string>();

/** A value a statement is run with: a parameter of its own, or a named placeholder filled at each run (PreparedStatement). */
export type SqlValue<T = string> = T | SqlPlaceholder;
export type SqlPlaceholder = ReturnType<typeof sql.placeholder>;

/**
 * A statement sent as a named prepared statement: each pooled connection has PostgreSQL parse it
 * once, and after a few runs PostgreSQL keeps one plan for it instead of planning it again every
 * time (issue #13: the quiz calls' read took longer to plan than to run). Only for statements
 * whose text never changes, only their parameters: every distinct text stays prepared on every
 * connection for its life. Rows come as pg parses them (a timestamp column as a Date), not as
 * drizzle's execute gives them; a connection pooler in transaction mode would need its support
 * for prepared statements.
 *
 * Made once at module load with named placeholders (`sql.placeholder('user')`) where the values
 * go, it is run with `values` alone: building the SQL text and naming it were a twentieth of a
 * lesson page's time when done for every request (issue #13).
 */
export class PreparedStatement<Name extends string = never> {
  readonly name: string;
  readonly text: string;
  private readonly params: unknown[];

  constructor(statement: SqlFragment) {
    const { sql: text, params } = dialect.sqlToQuery(statement);
    let name = preparedNames.get(text);
    if (!name) {
      name = `halaqa_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
      preparedNames.set(text, name);
    }
    this.name = name;
    this.text = text;
    this.params = params;
  }

  async run<Row>(payload: Payload, values: Record<Name, unknown>): Promise<Row[]> {
    const query = { name: this.name, text: this.text, values: fillPlaceholders(this.params, values) };
    const { rows } = await (payload.db as unknown as PostgresAdapter).pool.query(query);
    return rows as Row[];
  }
}

/** Runs a statement built for this one call (its text may vary) as a PreparedStatement. */
export function executePrepared<Row>(payload: Payload, statement: SqlFragment): Promise<Row[]> {
  return new PreparedStatement(statement).run<Row>(payload, {});
}

/**
 * Whether `value` is one of a statement's parameters (at any depth of nested fragments, lists
 * and `sql.join`s). The tenant-scoped accessor asks it of every hand-written statement: the
 * statement text cannot be checked for a `tenant_id = …` clause, but a statement that filters by
 * the request's tenant carries its id as a parameter, and one that does not carry it cannot.
 */
export function statementHasParameter(statement: SqlFragment, value: string): boolean {
  const pending: unknown[] = [statement];
  while (pending.length > 0) {
    const chunk = pending.pop();
    if (chunk === value) return true;
    if (Array.isArray(chunk)) pending.push(...chunk);
    else if (chunk && typeof chunk === 'object') {
      if ('queryChunks' in chunk && Array.isArray(chunk.queryChunks)) pending.push(...chunk.queryChunks);
      else if ('value' in chunk && 'encoder' in chunk) pending.push(chunk.value); // drizzle's Param
    }
  }
  return false;
}

/** A list of ids as one `uuid[]` parameter list, for `= ANY(...)`. Callers pass valid uuids only. */
export const uuidArray = (ids: readonly string[]): SqlFragment => sql`ARRAY[${sql.join(ids.map((id) => sql`${id}`), sql`, `)}]::uuid[]`;

/** A list of strings as one `varchar[]`, for `= ANY(...)`. */
export const textArray = (values: readonly string[]): SqlFragment => sql`ARRAY[${sql.join(values.map((value) => sql`${value}`), sql`, `)}]::varchar[]`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value from a request can be compared with a uuid column (PostgreSQL refuses anything else with an error). */
export const isUuid = (value: string): boolean => UUID.test(value);
